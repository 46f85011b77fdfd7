// Device from the window width (reference 1.5): under 992px the layout is "mobile" and the sidebar
// closes without animation; on a phone, changing page also closes an open sidebar.
import { useEffect } from 'react';
import { deviceFor, useLayout } from '../stores/layout.ts';

export function useDevice(pathname: string): void {
  useEffect(() => {
    const apply = () => {
      if (document.hidden) return;
      // The window's width, not the body's box: measuring the body forced a layout of the whole shell in
      // the middle of its first mount (about 150 ms of a cold load).
      const device = deviceFor(window.innerWidth);
      const layout = useLayout.getState();
      if (layout.device !== device) layout.setDevice(device);
      if (device === 'mobile' && layout.sidebar.opened) layout.closeSidebar(true);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);

  useEffect(() => {
    const layout = useLayout.getState();
    if (layout.device === 'mobile' && layout.sidebar.opened) layout.closeSidebar(false);
  }, [pathname]);
}
