// antd's providers (zh_CN, the chosen theme colour, the chosen size) for everything but the login page.
// A module of its own, loaded with the first antd screen (the shell, an error page, the print route, the
// feedback bridge), so the login page's first load carries no antd at all.
import ConfigProvider from 'antd/es/config-provider';
// antd's styles as one static stylesheet (zeroRuntime below): components no longer serialise and hash
// their CSS while rendering. Measured: a keystroke in a 21-field form 22–26 → 17 ms to the next frame.
// Theme colours still apply at run time: the tokens are CSS variables antd writes for the chosen colour.
import 'antd/dist/antd.css';
// The ES module (antd/locale/zh_CN is CommonJS and brings lib/ copies of the picker locales).
import zhCN from 'antd/es/locale/zh_CN';
import { useMemo, type ReactNode } from 'react';
import { antdSize, useLayout } from '../stores/layout.ts';
import { useSettings } from '../stores/settings.ts';
import { antdTheme } from '../styles/theme.ts';

export default function AntdProviders({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);
  const size = useLayout((s) => s.size);
  // A new theme object re-styles every antd component: only build one when the colour changes.
  const antd = useMemo(() => {
    const config = { ...antdTheme(theme), zeroRuntime: true };
    // antd's static message (useToast) renders in a root of its own, outside this provider, with the
    // global theme: without zeroRuntime there the first message generated antd's message styles at run
    // time (30–60 ms between a save's answer and its 保存成功), and it drew with antd's default tokens.
    // Set here, before any child's effect can show a message.
    ConfigProvider.config({ theme: config });
    return config;
  }, [theme]);
  return (
    <ConfigProvider locale={zhCN} theme={antd} componentSize={antdSize(size)}>
      {children}
    </ConfigProvider>
  );
}
