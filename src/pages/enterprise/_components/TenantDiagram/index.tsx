import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Arrow, Box, Caption, Chip, Diagram} from '@site/src/components/Diagram';

/** An enterprise installation: sign-in from outside, tenants inside, SAP systems reached through the agent. */
export default function TenantDiagram(): ReactNode {
  return (
    <Diagram
      width={420}
      height={470}
      title={translate({id: 'enterprise.diagram.title', message: '企业版的部署结构'})}
      description={translate({
        id: 'enterprise.diagram.description',
        message:
          '员工通过飞书或 Keycloak 单点登录，进入部署在你自己的 Docker 或 Kubernetes 环境中的 Xpert AI。每个租户有自己的组织、角色与权限、功能开关、SMTP 和指标认证。本地代理把查询转发给内网中的 SAP BW 和 SAP HANA。',
      })}>
      <Chip x={80} y={8} w={260} text={translate({id: 'enterprise.diagram.sso', message: '单点登录：飞书 · Keycloak'})} accent />
      <Arrow from={[210, 42]} to={[210, 66]} />

      <Box
        x={10}
        y={68}
        w={400}
        h={300}
        tone="outline"
        label={translate({id: 'enterprise.diagram.cluster', message: '你的环境：Docker · Kubernetes · SSL'})}
      />
      <Box x={26} y={102} w={368} h={168} tone="accent" label={translate({id: 'enterprise.diagram.tenantA', message: '租户：公司 A'})} />
      <Chip x={40} y={138} w={166} text={translate({id: 'enterprise.diagram.orgSales', message: '组织：销售'})} />
      <Chip x={214} y={138} w={166} text={translate({id: 'enterprise.diagram.orgFinance', message: '组织：财务'})} />
      <Chip x={40} y={180} w={166} text={translate({id: 'enterprise.diagram.roles', message: '角色与权限'})} />
      <Chip x={214} y={180} w={166} text={translate({id: 'enterprise.diagram.features', message: '功能开关'})} />
      <Chip x={40} y={222} w={166} text={translate({id: 'enterprise.diagram.smtp', message: 'SMTP 邮件'})} />
      <Chip x={214} y={222} w={166} text={translate({id: 'enterprise.diagram.certification', message: '指标认证'})} />

      <Box
        x={26}
        y={284}
        w={368}
        h={70}
        tone="accent"
        label={translate({id: 'enterprise.diagram.tenantB', message: '租户：公司 B'})}
        note={translate({id: 'enterprise.diagram.tenantB.note', message: '自己的组织、角色和数据'})}
      />
      <Arrow from={[95, 370]} to={[95, 402]} both />

      <Chip x={20} y={404} w={150} h={40} text={translate({id: 'enterprise.diagram.agent', message: '本地代理'})} accent />
      <Arrow from={[172, 424]} to={[228, 424]} both />
      <Chip x={230} y={404} w={170} h={40} text="SAP BW · SAP HANA" />
      <Caption x={315} y={462} anchor="middle" text={translate({id: 'enterprise.diagram.intranet', message: '内网'})} />
    </Diagram>
  );
}
