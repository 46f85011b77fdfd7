// The theme selector of the top bar: three skins.
import SkinOutlined from '@ant-design/icons/es/icons/SkinOutlined';
import Dropdown from 'antd/es/dropdown';
import { SKINS, useSkin, type SkinId } from '../stores/skin.ts';

export function SkinPicker() {
  const skin = useSkin((s) => s.skin);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [skin.id],
        items: SKINS.map((s) => ({
          key: s.id,
          label: (
            <span className="skin-item">
              <span className="skin-item__swatch" style={{ background: s.header === 'filled' ? s.color : '#fff' }} />
              {s.name}
            </span>
          ),
        })),
        onClick: ({ key }) => useSkin.getState().choose(key as SkinId),
      }}
    >
      <button type="button" className="topbar-button" aria-label="换肤">
        <SkinOutlined />
      </button>
    </Dropdown>
  );
}
