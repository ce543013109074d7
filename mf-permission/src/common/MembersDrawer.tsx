import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Drawer, KeywordSearch, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';

/** A member as the "users of …" drawers list them. */
export interface Member {
  id: string;
  account: string;
  realName: string;
  organize?: string;
  gender?: number | string;
  mobilePhone?: string;
}

interface Props {
  /** 岗位成员 - 项目经理 … */
  title: string;
  /** The members matching a keyword ('' for all). */
  load: (keyword: string) => Promise<Member[]>;
  onClose: () => void;
}

/** A 700 px drawer listing the users of a position, a role or a group, with a keyword filter. */
export function MembersDrawer({ title, load, onClose }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<Member[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    load(keyword)
      .then((list) => active && setRows(list), () => active && setRows([]))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [keyword, load]);

  const columns: DataTableColumn<Member>[] = [
    { key: 'account', label: t('user.account') },
    { key: 'realName', label: t('user.realName') },
    { key: 'organize', label: t('user.organize') },
  ];

  return (
    <Drawer title={title} size={700} onClose={onClose}>
      <KeywordSearch value={keyword} onSearch={setKeyword} />
      <DataTable columns={columns} rows={rows} loading={loading} aria-label={title} />
    </Drawer>
  );
}
