/**
 * Wraps the docs page footer (tags, last updated): the "was this page helpful?" slot follows it on
 * every docs page (src/components/Feedback).
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import FeedbackSlot from '@site/src/components/Feedback';

export default function DocItemFooterWrapper(): ReactNode {
  return (
    <>
      <Footer />
      <FeedbackSlot />
    </>
  );
}
