/**
 * Wraps the navbar's mobile sidebar: the theme renders it, closed and hidden, on every phone-sized
 * page as soon as the page has hydrated (with a docs page's whole sidebar in it), one long render
 * right after start-up. This renders it the first time the reader opens it, and keeps it from then
 * on, so that closing it still slides it out. Its entry slide is kept by `@starting-style` in
 * src/css/custom.css.
 */
import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Derived state, set while rendering: React renders again at once, before anything is shown.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
