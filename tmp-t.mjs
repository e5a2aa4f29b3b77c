import * as echarts from 'echarts';
const c = echarts.init(null, null, {renderer:'svg', ssr:true, width:640, height:320});
c.setOption({animation:false, color:['#010101','#020202'], textStyle:{color:'#0a0a0a', fontSize:12},
 title:{text:'Sales', textStyle:{color:'#0a0a0a'}},
 legend:{}, xAxis:{type:'category', data:['Q1','Q2'], axisLine:{lineStyle:{color:'#0b0b0b'}}}, yAxis:{splitLine:{lineStyle:{color:'#0c0c0c'}}},
 series:[{type:'bar', name:'A', data:[1,2]},{type:'line', name:'B', data:[2,1], areaStyle:{}}]});
console.log(c.renderToSVGString());
c.dispose();
const h = echarts.init(null, null, {renderer:'svg', ssr:true, width:300, height:200});
h.setOption({animation:false, xAxis:{type:'category',data:['a','b']}, yAxis:{type:'category',data:['x','y']}, visualMap:{show:false,min:0,max:10,inRange:{color:['#010101'], colorAlpha:[0.2,1]}}, series:[{type:'heatmap', data:[[0,0,1],[1,1,10],[0,1,5]]}]});
console.log(h.renderToSVGString());
