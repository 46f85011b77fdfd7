// The site a setup page works on: the all-sites administrator picks one, a site's administrator has its own.
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SystemSite } from '../../../shared/system/api.ts';
import { useSession } from '../../stores/session.ts';
import { useSites } from './api.ts';

export interface SiteChoice {
  sites: SystemSite[];
  site: SystemSite | null;
  loading: boolean;
  reload: () => void;
  picker: ReactNode;
}

export function useSiteChoice(): SiteChoice {
  const info = useSession((s) => s.info);
  const { data, loading, reload } = useSites();
  const sites = useMemo(() => data ?? [], [data]);
  const [chosen, setChosen] = useState<number | null>(info?.siteId ?? null);
  useEffect(() => {
    if (chosen === null && sites[0]) setChosen(sites[0].id);
  }, [chosen, sites]);
  const site = sites.find((s) => s.id === chosen) ?? null;
  const picker =
    sites.length > 1 ? (
      <Space>
        <Typography.Text>站点：</Typography.Text>
        <Select
          aria-label="选择站点"
          style={{ width: 280 }}
          value={chosen ?? undefined}
          options={sites.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(v: number) => setChosen(v)}
        />
      </Space>
    ) : (
      <Typography.Text strong>{site?.name ?? ''}</Typography.Text>
    );
  // Only the first read shows as loading: a reload keeps the page (and its messages) on screen.
  return { sites, site, loading: loading && data === undefined, reload, picker };
}
