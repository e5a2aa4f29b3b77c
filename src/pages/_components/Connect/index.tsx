import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ContactBand from '@site/src/components/ContactBand';

/** The contact band at #connect: where evaluators ask questions or reach sales. */
export default function Connect(): ReactNode {
  return (
    <ContactBand
      id="connect"
      title={translate({id: 'home.connect.title', message: '联系我们'})}
      lead={
        <Translate id="home.connect.lead">
          想了解企业版、私有化部署或 SAP 集成？告诉我们你的场景，我们会在一个工作日内回复。
        </Translate>
      }
    />
  );
}
