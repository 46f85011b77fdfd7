// 系统布局配置: theme colour, tags view, fixed header, sidebar logo; applied at once and persisted.
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import Drawer from 'antd/es/drawer';
import Switch from 'antd/es/switch';
import { THEME_PRESETS, useSettings, type Settings } from '../stores/settings.ts';

type Toggle = Exclude<keyof Settings, 'theme'>;

const TOGGLES: { key: Toggle; label: string }[] = [
  { key: 'tagsView', label: '开启标签栏' },
  { key: 'fixedHeader', label: '固定头部' },
  { key: 'sidebarLogo', label: '侧边栏标志' },
];

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useSettings();
  return (
    <Drawer title="系统布局配置" placement="right" size={280} open={open} onClose={onClose}>
      <section className="settings-row settings-row--column">
        <span id="settings-theme">主题色</span>
        <div className="theme-swatches" role="radiogroup" aria-labelledby="settings-theme">
          {THEME_PRESETS.map((p) => {
            const checked = p.color.toLowerCase() === settings.theme.toLowerCase();
            return (
              <button
                key={p.color}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={p.name}
                title={p.name}
                className="theme-swatch"
                style={{ background: p.color }}
                onClick={() => settings.change('theme', p.color)}
              >
                {checked && <CheckOutlined />}
              </button>
            );
          })}
        </div>
      </section>
      {TOGGLES.map((t) => (
        <label key={t.key} className="settings-row">
          <span>{t.label}</span>
          <Switch checked={settings[t.key]} onChange={(v) => settings.change(t.key, v)} aria-label={t.label} />
        </label>
      ))}
    </Drawer>
  );
}
