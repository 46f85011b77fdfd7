// Menu icon names (menus.json "icon") to antd icons. Only these are bundled; unknown names show none.
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  trade: <SwapOutlined />,
  audit: <AuditOutlined />,
  fund: <BankOutlined />,
  statistics: <BarChartOutlined />,
  user: <TeamOutlined />,
  system: <SettingOutlined />,
  document: <FileTextOutlined />,
  app: <AppstoreOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
