// Menu icon names (menus.json "icon") to antd icons. Only these are bundled; unknown names show none.
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/es/icons/BankOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
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
