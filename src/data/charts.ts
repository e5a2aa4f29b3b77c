/**
 * The sample chart drawn on each chart-type page of the analysis card (docs/widgets/analytical-card/),
 * rendered to SVG at build time by plugins/charts with ECharts, the library the product draws its
 * charts with. Small made-up data that matches the page's own example, labelled in the page's
 * language. Colours are not set here: series use the palette slots, and plugins/charts/render.ts
 * turns every colour into a theme variable. Build-time only: nothing here reaches the browser.
 */
import type {EChartsOption} from 'echarts';

export type ChartLocale = 'en' | 'zh';
type Text = Record<ChartLocale, string>;

export type ChartSample = {
  /** The page's folder (or file) name under docs/widgets/analytical-card/. */
  id: string;
  /** The ECharts series type drawn. */
  series: string;
  /** Accessible name (the SVG's <title>) and the figure's caption. */
  title: Text;
  /** What the chart shows, for screen readers (the SVG's <desc>) and the Markdown twin. */
  description: Text;
  width: number;
  height: number;
  /** The option, without colours, title or animation (the renderer adds those). */
  option: (locale: ChartLocale) => EChartsOption;
};

/**
 * Placeholder colours of the palette slots 1-6, which the renderer (plugins/charts/render.ts)
 * turns into `var(--chart-1)` ... `var(--chart-6)`. A sample names a slot (`slot(2)`) where a
 * chart type would otherwise derive its own colours (sunburst children, for example).
 */
export const PALETTE = ['#010101', '#020202', '#030303', '#040404', '#050505', '#060606'];
const slot = (n: number) => PALETTE[n - 1]!;
/** The axis-line placeholder, for lines that are structure rather than data (tree edges). */
const STRUCTURE_LINE = '#0b0b0b';
/**
 * The page-background placeholder, for a label drawn on a shape of a full palette colour: white on
 * the light palette, near-black on the dark one, 4.5:1 or more either way (tests/charts.test.ts).
 */
const ON_FILL = '#fefefe';

const t = (en: string, zh: string): Text => ({en, zh});
const pick = (locale: ChartLocale, items: Text[]) => items.map((item) => item[locale]);

const QUARTERS = [t('Q1', '一季度'), t('Q2', '二季度'), t('Q3', '三季度'), t('Q4', '四季度')];
const CHANNELS = [t('Online', '线上'), t('Stores', '门店'), t('Partners', '渠道商')];
const REGIONS = [t('East', '华东'), t('North', '华北'), t('South', '华南'), t('West', '西部')];
const MONTHS = [t('Jan', '1月'), t('Feb', '2月'), t('Mar', '3月'), t('Apr', '4月'), t('May', '5月'), t('Jun', '6月')];

/** Width and height of every chart's viewBox: at 440 units and 14 px text, a 358 px column shows text at 11.4 px. */
export const CHART_WIDTH = 440;
export const CHART_HEIGHT = 300;
export const CHART_FONT_SIZE = 14;

const grid = {left: 56, right: 16, top: 44, bottom: 32, containLabel: false};
const size = {width: CHART_WIDTH, height: CHART_HEIGHT};

export const CHART_SAMPLES: ChartSample[] = [
  {
    id: 'bar',
    series: 'bar',
    ...size,
    title: t('Sales by quarter and channel, with profit', '按季度和渠道的销售额及利润'),
    description: t(
      'Stacked columns: sales in thousands per quarter, split into online, stores and partners; a line on a second axis shows profit. Q4 is the highest quarter, with online the largest part.',
      '堆叠柱形图：每个季度的销售额（千元），分为线上、门店和渠道商三部分；第二坐标轴上的折线表示利润。四季度最高，其中线上占比最大。',
    ),
    option: (l) => ({
      legend: {top: 0},
      grid: {...grid, right: 44},
      xAxis: {type: 'category', data: pick(l, QUARTERS)},
      yAxis: [{type: 'value'}, {type: 'value', splitLine: {show: false}}],
      series: [
        {type: 'bar', stack: 'sales', name: CHANNELS[0]![l], data: [320, 360, 410, 520], barMaxWidth: 48},
        {type: 'bar', stack: 'sales', name: CHANNELS[1]![l], data: [280, 300, 290, 350]},
        {type: 'bar', stack: 'sales', name: CHANNELS[2]![l], data: [120, 140, 150, 190]},
        {type: 'line', yAxisIndex: 1, name: t('Profit', '利润')[l], data: [96, 112, 121, 158]},
      ],
    }),
  },
  {
    id: 'custom',
    series: 'bar + line (custom option)',
    ...size,
    title: t('Pareto chart of returns by reason', '退货原因的帕累托图'),
    description: t(
      'What the example script on this page draws: returns by reason as bars sorted from most to fewest, and a line on a second axis with the cumulative percentage. The first two reasons make up 66% of returns.',
      '本页示例脚本画出的图：按退货原因统计的退货数，柱子从多到少排列；第二坐标轴上的折线是累计百分比。前两个原因占了退货的 66%。',
    ),
    option: (l) => {
      const counts = [420, 310, 160, 90, 70, 50];
      const total = counts.reduce((a, b) => a + b, 0);
      let running = 0;
      const cumulative = counts.map((c) => {
        running += c;
        return Math.round((running / total) * 1000) / 10;
      });
      return {
        legend: {top: 0},
        grid: {...grid, right: 52, bottom: 40},
        xAxis: {type: 'category', data: pick(l, [t('Size', '尺码'), t('Damage', '破损'), t('Late', '迟到'), t('Color', '色差'), t('Wrong', '错发'), t('Other', '其他')])},
        yAxis: [{type: 'value'}, {type: 'value', max: 100, splitLine: {show: false}, axisLabel: {formatter: '{value}%'}}],
        series: [
          {type: 'bar', name: t('Returns', '退货数')[l], data: counts, barMaxWidth: 40},
          {type: 'line', name: t('Cumulative %', '累计占比')[l], yAxisIndex: 1, smooth: true, data: cumulative},
        ],
      };
    },
  },
  {
    id: 'line',
    series: 'line',
    ...size,
    title: t('Sales by month and channel, stacked', '按月份和渠道的销售额（堆叠面积）'),
    description: t(
      'Stacked area chart of sales in thousands from January to June for online, stores and partners. All three grow; online grows fastest.',
      '堆叠面积图：1 月到 6 月线上、门店和渠道商的销售额（千元）。三者都在增长，线上增长最快。',
    ),
    option: (l) => ({
      legend: {top: 0},
      grid,
      xAxis: {type: 'category', boundaryGap: false, data: pick(l, MONTHS)},
      yAxis: {type: 'value'},
      series: CHANNELS.map((c, i) => ({
        type: 'line' as const,
        stack: 'total',
        name: c[l],
        areaStyle: {opacity: 0.35},
        showSymbol: false,
        data: [
          [100, 112, 125, 139, 150, 170],
          [90, 92, 95, 99, 101, 104],
          [40, 42, 47, 46, 51, 55],
        ][i],
      })),
    }),
  },
  {
    id: 'pie',
    series: 'pie',
    ...size,
    title: t('Share of sales by channel', '各渠道销售额占比'),
    description: t('Doughnut chart: online 46%, stores 36%, partners 18% of sales.', '环形图：线上占销售额的 46%，门店 36%，渠道商 18%。'),
    option: (l) => ({
      series: [
        {
          type: 'pie',
          radius: ['36%', '62%'],
          center: ['50%', '50%'],
          label: {formatter: '{b}\n{d}%', lineHeight: 18},
          data: [
            {name: CHANNELS[0]![l], value: 460},
            {name: CHANNELS[1]![l], value: 360},
            {name: CHANNELS[2]![l], value: 180},
          ],
        },
      ],
    }),
  },
  {
    id: 'funnel',
    series: 'funnel',
    ...size,
    title: t('Web shop conversion', '网店转化漏斗'),
    description: t(
      'Funnel of one month: 10,000 visits, 6,200 product views, 1,800 carts, 900 checkouts, 620 orders. The largest drop is from product views to carts.',
      '一个月的漏斗：访问 10,000 次，浏览商品 6,200 次，加入购物车 1,800 次，结算 900 次，下单 620 次。流失最多的一步是从浏览商品到加入购物车。',
    ),
    option: (l) => ({
      series: [
        {
          type: 'funnel',
          left: 40,
          right: 40,
          top: 12,
          bottom: 12,
          minSize: '30%',
          label: {position: 'inside', formatter: '{b} {c}', color: ON_FILL},
          data: [
            {name: t('Visits', '访问')[l], value: 10000},
            {name: t('Views', '浏览商品')[l], value: 6200},
            {name: t('Carts', '加购')[l], value: 1800},
            {name: t('Checkouts', '结算')[l], value: 900},
            {name: t('Orders', '下单')[l], value: 620},
          ],
        },
      ],
    }),
  },
  {
    id: 'heatmap',
    series: 'heatmap',
    ...size,
    title: t('Orders by weekday and time of day', '按星期和时段的订单数'),
    description: t(
      'Heatmap of orders, weekdays by four-hour slots; darker cells have more orders. Evenings from Friday to Sunday are the busiest, early mornings the quietest.',
      '订单数热力图，横轴为星期，纵轴为四小时一档的时段，颜色越深订单越多。周五到周日的晚上最忙，清晨最少。',
    ),
    option: (l) => {
      const days = pick(l, [t('Mon', '周一'), t('Tue', '周二'), t('Wed', '周三'), t('Thu', '周四'), t('Fri', '周五'), t('Sat', '周六'), t('Sun', '周日')]);
      const slots = ['0-4', '4-8', '8-12', '12-16', '16-20', '20-24'];
      const base = [3, 8, 30, 36, 44, 40];
      const weekend = [1, 1, 1, 1, 1.3, 1.6, 1.5];
      const data = days.flatMap((_, d) => slots.map((__, s) => [d, s, Math.round(base[s]! * weekend[d]!)]));
      return {
        grid: {left: 52, right: 12, top: 12, bottom: 32},
        xAxis: {type: 'category', data: days, splitArea: {show: false}},
        yAxis: {type: 'category', data: slots},
        visualMap: {show: false, min: 0, max: 70, inRange: {colorAlpha: [0.08, 1]}},
        series: [{type: 'heatmap', data, itemStyle: {borderWidth: 2}}],
      };
    },
  },
  {
    id: 'scatter',
    series: 'scatter',
    ...size,
    title: t('Stores by sales and profit margin', '各门店的销售额与利润率'),
    description: t(
      'Scatter chart of 14 stores: sales in thousands across, profit margin in percent up. Larger stores tend to have higher margins; one small store has an unusually high margin.',
      '14 家门店的散点图：横轴为销售额（千元），纵轴为利润率（%）。销售额越高的门店利润率往往越高；有一家小门店的利润率异常高。',
    ),
    option: () => ({
      grid: {...grid, top: 16, bottom: 40},
      xAxis: {type: 'value', min: 0, name: '', splitLine: {show: false}},
      yAxis: {type: 'value', min: 0, max: 30},
      series: [
        {
          type: 'scatter',
          symbolSize: 11,
          data: [
            [120, 8], [150, 9.5], [180, 11], [210, 10], [240, 13], [260, 12.5], [300, 15],
            [330, 14], [360, 17], [400, 18.5], [430, 17.5], [470, 21], [520, 22], [90, 26],
          ],
        },
      ],
    }),
  },
  {
    id: 'boxplot',
    series: 'boxplot',
    ...size,
    title: t('Store sales by region', '各区域门店销售额的分布'),
    description: t(
      'Box and whisker chart of monthly store sales in thousands for four regions: each box spans the middle half of the stores, the line inside is the median. East has the highest median, West the widest spread.',
      '四个区域门店月销售额（千元）的箱线图：箱体覆盖中间一半的门店，箱内横线是中位数。华东的中位数最高，西部的离散程度最大。',
    ),
    option: (l) => ({
      grid: {...grid, top: 16},
      xAxis: {type: 'category', data: pick(l, REGIONS)},
      yAxis: {type: 'value'},
      series: [
        {
          type: 'boxplot',
          boxWidth: [10, 40],
          // [min, Q1, median, Q3, max]
          data: [
            [62, 88, 104, 121, 150],
            [48, 70, 84, 97, 126],
            [55, 74, 90, 108, 139],
            [20, 46, 72, 110, 170],
          ],
        },
      ],
    }),
  },
  {
    id: 'sankey',
    series: 'sankey',
    ...size,
    title: t('Sales flow from channel to region to category', '销售额从渠道到区域再到品类的流向'),
    description: t(
      'Sankey diagram: sales flow from two channels (online, stores) to three regions and on to three product categories; the width of each link is the amount.',
      '桑基图：销售额从两个渠道（线上、门店）流向三个区域，再流向三个商品品类；每条连线的宽度表示金额。',
    ),
    option: (l) => {
      const [online, stores] = pick(l, CHANNELS);
      const [east, north, south] = pick(l, REGIONS);
      const [drinks, snacks, home] = pick(l, [t('Drinks', '饮料'), t('Snacks', '零食'), t('Home', '家居')]);
      const link = (source: string, target: string, value: number) => ({source, target, value});
      return {
        series: [
          {
            type: 'sankey',
            left: 8,
            right: 64,
            top: 12,
            bottom: 12,
            nodeWidth: 14,
            nodeGap: 12,
            lineStyle: {color: 'source', opacity: 0.35, curveness: 0.5},
            data: [online, stores, east, north, south, drinks, snacks, home].map((name) => ({name})),
            links: [
              link(online!, east!, 180), link(online!, north!, 90), link(online!, south!, 70),
              link(stores!, east!, 120), link(stores!, north!, 110), link(stores!, south!, 60),
              link(east!, drinks!, 130), link(east!, snacks!, 100), link(east!, home!, 70),
              link(north!, drinks!, 80), link(north!, snacks!, 70), link(north!, home!, 50),
              link(south!, drinks!, 60), link(south!, snacks!, 40), link(south!, home!, 30),
            ],
          },
        ],
      };
    },
  },
  {
    id: 'sunburst',
    series: 'sunburst',
    ...size,
    title: t('Budget by division and department', '按事业部和部门的预算'),
    description: t(
      'Sunburst chart: the inner ring splits the budget into three divisions (sales, operations, research), the outer ring into their departments.',
      '旭日图：内环把预算分给三个事业部（销售、运营、研发），外环再分到各自的部门。',
    ),
    option: (l) => ({
      series: [
        {
          type: 'sunburst',
          radius: ['14%', '96%'],
          center: ['50%', '50%'],
          label: {rotate: 'tangential', minAngle: 12},
          data: [
            {name: t('Sales', '销售')[l], children: [{name: t('Field', '直销')[l], value: 40}, {name: t('Online', '电商')[l], value: 25}]},
            {name: t('Ops', '运营')[l], children: [{name: t('Supply', '供应链')[l], value: 30}, {name: t('Service', '客服')[l], value: 15}]},
            {name: t('R&D', '研发')[l], children: [{name: t('Product', '产品')[l], value: 22}, {name: t('Data', '数据')[l], value: 18}]},
          ].map((division, i) => ({
            ...division,
            itemStyle: {color: slot(i + 1)},
            label: {color: ON_FILL},
            // The outer ring: the division's colour, lighter (opacity over the page background), labels in the text colour.
            children: division.children.map((d) => ({...d, itemStyle: {color: slot(i + 1), opacity: 0.3}})),
          })),
        },
      ],
    }),
  },
  {
    id: 'treemap',
    series: 'treemap',
    ...size,
    title: t('Sales by category and region', '按品类和区域的销售额'),
    description: t(
      'Treemap: each rectangle is a region within a product category, its area the sales. Drinks is the largest category, East the largest region in each.',
      '矩形树图：每个矩形是某个商品品类中的一个区域，面积表示销售额。饮料是最大的品类，每个品类中华东都最大。',
    ),
    option: (l) => {
      const [east, north, south] = pick(l, REGIONS);
      const cat = (name: string, values: number[]) => ({
        name,
        children: [east, north, south].map((region, i) => ({name: region!, value: values[i]})),
      });
      return {
        series: [
          {
            type: 'treemap',
            left: 0,
            right: 0,
            top: 0,
            bottom: 0,
            roam: false,
            nodeClick: false,
            breadcrumb: {show: false},
            upperLabel: {show: true, height: 22},
            label: {show: true, formatter: '{b}', color: ON_FILL},
            itemStyle: {borderWidth: 1, gapWidth: 2},
            levels: [{itemStyle: {borderWidth: 0, gapWidth: 3}}, {itemStyle: {gapWidth: 2}}],
            data: [
              cat(t('Drinks', '饮料')[l], [260, 170, 120]),
              cat(t('Snacks', '零食')[l], [190, 120, 90]),
              cat(t('Home', '家居')[l], [130, 90, 60]),
            ],
          },
        ],
      };
    },
  },
  {
    id: 'tree',
    series: 'tree',
    ...size,
    title: t('Cost centers of the organization, top down', '组织的成本中心（自上而下）'),
    description: t(
      'Tree chart: the company at the top, three divisions below it, and two or three cost centers under each division.',
      '树图：最上层是公司，下一层是三个事业部，每个事业部下有两到三个成本中心。',
    ),
    option: (l) => ({
      series: [
        {
          type: 'tree',
          orient: 'TB',
          edgeShape: 'polyline',
          top: 28,
          bottom: 56,
          left: 40,
          right: 40,
          symbolSize: 9,
          expandAndCollapse: false,
          // ECharts colours a node with hidden children lightsteelblue: every node here is open.
          itemStyle: {color: slot(1)},
          lineStyle: {color: STRUCTURE_LINE, width: 1.2},
          label: {position: 'top', distance: 6},
          leaves: {label: {position: 'bottom', rotate: -90, verticalAlign: 'middle', align: 'left', distance: 8}},
          data: [
            {
              name: t('Company', '公司')[l],
              children: [
                {name: t('Sales', '销售')[l], children: [{name: t('East', '华东')[l]}, {name: t('North', '华北')[l]}]},
                {name: t('Ops', '运营')[l], children: [{name: t('Plant', '工厂')[l]}, {name: t('Depot', '仓库')[l]}, {name: t('Fleet', '车队')[l]}]},
                {name: t('R&D', '研发')[l], children: [{name: t('Lab', '实验室')[l]}, {name: t('IT', '信息')[l]}]},
              ],
            },
          ],
        },
      ],
    }),
  },
  {
    id: 'theme-river',
    series: 'themeRiver',
    ...size,
    title: t('Sales mix by category over six months', '六个月中各品类销售额的构成'),
    description: t(
      'River chart from January to June: one band per category (drinks, snacks, home). Drinks swell towards summer, home goods shrink slightly.',
      '1 月到 6 月的河流图：每个品类（饮料、零食、家居）一条色带。饮料临近夏季明显变宽，家居略有收窄。',
    ),
    option: (l) => {
      const cats = pick(l, [t('Drinks', '饮料'), t('Snacks', '零食'), t('Home', '家居')]);
      const values = [
        [40, 45, 55, 70, 90, 110],
        [50, 48, 52, 55, 54, 58],
        [45, 44, 42, 40, 38, 37],
      ];
      const dates = ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01'];
      return {
        legend: {top: 0, data: cats},
        singleAxis: {
          type: 'time',
          top: 40,
          bottom: 36,
          left: 16,
          right: 16,
          axisLabel: {formatter: l === 'en' ? '{MMM}' : '{M}月'},
          splitNumber: 6,
        },
        series: [
          {
            type: 'themeRiver',
            label: {show: false},
            data: cats.flatMap((c, i) => dates.map((d, k): [string, number, string] => [d, values[i]![k]!, c])),
          },
        ],
      };
    },
  },
];

/**
 * Chart-type pages without a sample chart, and why (each page says so in a note, in both locales).
 * tests/charts.test.ts checks that every chart-type page either draws a chart or is listed here.
 */
export const UNDRAWN_CHARTS: Record<string, string> = {
  bar3d: 'the product draws it with ECharts GL (WebGL in the browser); the SVG renderer has no 3D',
  geomap: 'a map needs GeoJSON boundaries the reader uploads; the docs ship no map data',
};

export function chartSample(id: string): ChartSample | undefined {
  return CHART_SAMPLES.find((c) => c.id === id);
}
