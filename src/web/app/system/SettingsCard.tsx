// The card every setup page works in: its title, then the site picker, any extra buttons and 保存.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import type { ReactNode } from 'react';

export interface SettingsCardProps {
  title: ReactNode;
  /** The site picker (useSiteChoice), when the page works on one site. */
  picker?: ReactNode;
  /** Buttons before 保存 (for example 恢复全局设置). */
  extra?: ReactNode;
  /** Given, the header shows 保存. */
  onSave?: () => void;
  saving?: boolean;
  children: ReactNode;
}

export function SettingsCard({ title, picker, extra, onSave, saving = false, children }: SettingsCardProps) {
  const head =
    picker || extra || onSave ? (
      <Space size={12}>
        {picker}
        {extra}
        {onSave ? (
          <Button type="primary" loading={saving} onClick={onSave}>
            保存
          </Button>
        ) : null}
      </Space>
    ) : undefined;
  return (
    <Card title={title} extra={head}>
      {children}
    </Card>
  );
}
