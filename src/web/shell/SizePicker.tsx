// 布局大小: the component size everywhere (persisted in the cookie `size`).
import ColumnHeightOutlined from '@ant-design/icons/es/icons/ColumnHeightOutlined';
import Dropdown from 'antd/es/dropdown';
import { SIZES, useLayout, type Size } from '../stores/layout.ts';

export function SizePicker() {
  const size = useLayout((s) => s.size);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s.value, label: s.label })),
        onClick: ({ key }) => useLayout.getState().setSize(key as Size),
      }}
    >
      <button type="button" className="topbar-button" aria-label="布局大小">
        <ColumnHeightOutlined />
      </button>
    </Dropdown>
  );
}
