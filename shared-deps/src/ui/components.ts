// The lazy chunk of @atrium/ui: everything a management page needs, loaded together.
export { DataTable } from './DataTable';
export { FormDialog } from './FormDialog';
export { FormField } from './FormField';
export { TreePanel } from './TreePanel';
export { TreeSelect } from './TreeSelect';
export { ColumnSettingsDrawer } from './ColumnSettingsDrawer';
export { Pagination } from './Pagination';
export { BillRulePicker } from './BillRulePicker';
export { AreaPicker } from './AreaPicker';
export { ListToolbar } from './list/ListToolbar';
export { KeywordSearch } from './list/KeywordSearch';
export { PagedTable } from './list/PagedTable';
export { EmptyState } from './list/EmptyState';
export { RowActions } from './list/RowActions';
export { Select } from './Select';
export { Drawer } from './Drawer';
