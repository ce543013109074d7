// @atrium/ui: React building blocks on Shoelace shared by every micro-frontend.
// The sign-in page loads this module, so only tiny pieces are eager; the page building blocks
// (table, dialogs, trees) are one lazy chunk fetched the first time a page renders one of them.
import type { ColumnSettingsDrawer as ColumnSettingsDrawerType } from './ColumnSettingsDrawer';
import type { DataTable as DataTableType } from './DataTable';
import type { FormDialog as FormDialogType } from './FormDialog';
import type { FormField as FormFieldType } from './FormField';
import type { Select as SelectType } from './Select';
import type { Drawer as DrawerType } from './Drawer';
import type { TreePanel as TreePanelType } from './TreePanel';
import type { TreeSelect as TreeSelectType } from './TreeSelect';
import type { Pagination as PaginationType } from './Pagination';
import type { BillRulePicker as BillRulePickerType } from './BillRulePicker';
import type { AreaPicker as AreaPickerType } from './AreaPicker';
import type { ListToolbar as ListToolbarType } from './list/ListToolbar';
import type { KeywordSearch as KeywordSearchType } from './list/KeywordSearch';
import type { PagedTable as PagedTableType } from './list/PagedTable';
import type { EmptyState as EmptyStateType } from './list/EmptyState';
import type { RowActions as RowActionsType } from './list/RowActions';
import type { MenuIcon as MenuIconType } from './MenuIcon';
import type { ImportWizard as ImportWizardType } from './importWizard/ImportWizard';
import type { PrintTemplatePicker as PrintTemplatePickerType } from './print/PrintTemplatePicker';
import type * as PickersChunk from './pickers/chunk';
import type * as UploadChunk from './upload/chunk';
import { createElement, type ComponentType } from 'react';
import type { RichTextEditorProps as RichTextEditorPropsType } from './richText/types';
import { lazyComponent } from './lazyComponent';

export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { ErrorBoundary } from './ErrorBoundary';
export { TabGroup, type TabGroupProps, type TabPane } from './TabGroup';
export { createPageParcel, type LazyStyleSheet, type PageParcelOptions } from './createPageParcel';
export { useStyleSheet } from './useStyleSheet';
export { lazyComponent } from './lazyComponent';
export { downloadFile } from './download';
export { loadCode128Svg, type Code128Svg } from './barcode/loadCode128Svg';
export type { MenuIconProps } from './MenuIcon';
export { PlainIcon, bundledIconUrl, type PlainIconProps } from './PlainIcon';
export { validateForm, isValid, type FormRules, type FormErrors } from './validateForm';
export { focusFirstInvalid } from './focusFirstInvalid';
export { TOTAL_CAP, totalLabel } from './totals';
export { useFieldRights, fieldRightsOf, isAllowed, isDataColumn, STRUCTURAL_COLUMNS, type FieldRights, type FieldKind } from './fieldRights';
export { useShownRules } from './shownRules';
export { flattenTree, filterTree, findNode, parentIds, type TreeNode } from './tree';
export type { DataTableColumn, DataTableProps, DataTableSort, DataTableSummary } from './DataTable';
export type { FormDialogProps } from './FormDialog';
export type { FormFieldProps } from './FormField';
export type { SelectProps, SelectOption } from './Select';
export type { DrawerProps } from './Drawer';
export { useFieldRequired, type RulesByName } from './formContext';
export { FormRulesScope, type FormRulesScopeProps } from './FormRulesScope';
export type { TreePanelProps } from './TreePanel';
export type { TreeSelectNode, TreeSelectProps } from './TreeSelect';
export type { ColumnSettingsDrawerProps } from './ColumnSettingsDrawer';
export type { PaginationProps } from './Pagination';
export type { BillRulePickerProps } from './BillRulePicker';
export type { AreaPickerProps } from './AreaPicker';
// The list kit (style note: one toolbar, one pagination, column settings, an empty state with an action).
export { usePagedList, type PagedList, type PageResult, type ListQuery } from './list/usePagedList';
export { useListColumns, type ListColumns } from './list/useListColumns';
export type { ListToolbarProps } from './list/ListToolbar';
export type { KeywordSearchProps } from './list/KeywordSearch';
export type { PagedTableProps } from './list/PagedTable';
export type { EmptyStateProps } from './list/EmptyState';
export type { RowAction, RowActionsProps } from './list/RowActions';
export type { PickerApi, BillRuleOption, AreaOption } from './pickerApi';
export { itemValue, parseItemValue } from './pickers/values';
export type { PermissionPickerApi, PickerNode, PickerItemType, PickerPage, PickerPageQuery, UserCondition } from './pickers/api';
export type { OrganizePickerProps } from './pickers/OrganizePicker';
export type { UserPickerProps, UserSelectType, UserPickerTab, SystemVariable } from './pickers/UserPicker';
export type { ItemPickerProps } from './pickers/ItemPicker';
export type { RolePickerProps } from './pickers/RolePicker';
export type { PositionPickerProps } from './pickers/PositionPicker';
export type { GroupPickerProps } from './pickers/GroupPicker';
export type { PopupTableSelectProps, PopupQuery } from './pickers/PopupTableSelect';
export type { PickerFieldProps } from './pickers/PickerField';
export type { OrganizeSelectProps, UserSelectProps, ItemSelectProps } from './pickers/pickerFields';
export type { ImportWizardProps } from './importWizard/ImportWizard';
export type { PrintTemplatePickerProps } from './print/PrintTemplatePicker';
export type { PrintPickerApi, PrintTemplateGroup, PrintTemplateOption } from './print/api';
// Printing a record with a print template (the print-template system's layout filled with its data).
export { printDocumentOf, pageParamOf, type PrintDocument, type PageParam } from './print/document';
export { codesFor as printCodesFor } from './print/codes';
export { renderJob as renderPrintJob, type CodeRenderer, type OperatorRecord as PrintOperatorRecord, type PrintRecord, type RenderOptions as PrintRenderOptions } from './print/render';
export { printHtml } from './print/printFrame';
export * as printKit from './print/kit';
export type { ImportApi, ImportHeader, ImportPreview, ImportResult, ImportRow, DownloadLink, ExceptionAction } from './importWizard/api';
export type { RichTextEditorProps } from './richText/types';
export type { FileUploaderProps } from './upload/FileUploader';
export type { ImageUploaderProps } from './upload/ImageUploader';
export type { FilePreviewDialogProps } from './upload/FilePreviewDialog';
export type { ImageViewerProps, ViewerImage } from './upload/ImageViewer';
export type { DownloadAllButtonProps } from './upload/DownloadAllButton';
export type { FileApi, FileLink } from './upload/api';
export type { FileValue, FileRef } from './upload/types';
// A component's own uploader (per mount, destroyed on unmount): small, so not in the upload chunk.
export { useOwnUploader } from './upload/useUploader';
export { columnSettingsApi, type ColumnSetting, type ColumnSettingsApi } from './columnSettingsApi';
export { useColumnSettings, mergeColumns, defaultColumns, visibleColumns, type ColumnOption, type ColumnSettingItem, type ColumnSettingsState } from './useColumnSettings';

const components = () => import(/* webpackChunkName: "ui-components" */ './components');

// The casts keep the generic signatures (DataTable<T>…) that lazy() cannot express.
export const DataTable = lazyComponent(() => components().then((m) => m.DataTable)) as unknown as typeof DataTableType;
export const FormDialog = lazyComponent(() => components().then((m) => m.FormDialog)) as unknown as typeof FormDialogType;
export const FormField = lazyComponent(() => components().then((m) => m.FormField)) as unknown as typeof FormFieldType;
export const Select = lazyComponent(() => components().then((m) => m.Select)) as unknown as typeof SelectType;
export const Drawer = lazyComponent(() => components().then((m) => m.Drawer)) as unknown as typeof DrawerType;
export const TreePanel = lazyComponent(() => components().then((m) => m.TreePanel)) as unknown as typeof TreePanelType;
export const TreeSelect = lazyComponent(() => components().then((m) => m.TreeSelect)) as unknown as typeof TreeSelectType;
export const ColumnSettingsDrawer = lazyComponent(() => components().then((m) => m.ColumnSettingsDrawer)) as unknown as typeof ColumnSettingsDrawerType;
export const Pagination = lazyComponent(() => components().then((m) => m.Pagination)) as unknown as typeof PaginationType;
export const BillRulePicker = lazyComponent(() => components().then((m) => m.BillRulePicker)) as unknown as typeof BillRulePickerType;
export const AreaPicker = lazyComponent(() => components().then((m) => m.AreaPicker)) as unknown as typeof AreaPickerType;
export const ListToolbar = lazyComponent(() => components().then((m) => m.ListToolbar)) as unknown as typeof ListToolbarType;
export const KeywordSearch = lazyComponent(() => components().then((m) => m.KeywordSearch)) as unknown as typeof KeywordSearchType;
export const PagedTable = lazyComponent(() => components().then((m) => m.PagedTable)) as unknown as typeof PagedTableType;
export const EmptyState = lazyComponent(() => components().then((m) => m.EmptyState)) as unknown as typeof EmptyStateType;
export const RowActions = lazyComponent(() => components().then((m) => m.RowActions)) as unknown as typeof RowActionsType;
// Menu icons: the JNPF name map is a chunk of its own, fetched with the first menu (not on sign-in).
export const MenuIcon = lazyComponent(() => import(/* webpackChunkName: "ui-menu-icon" */ './MenuIcon').then((m) => m.MenuIcon)) as unknown as typeof MenuIconType;
/** The JNPF icon names (icon-ym-…) MenuIcon draws, for icon pickers; the same lazy chunk as MenuIcon. */
export const loadMenuIconNames = (): Promise<readonly string[]> =>
  import(/* webpackChunkName: "ui-menu-icon" */ './menuIcon').then((m) => m.KNOWN_MENU_ICONS);
// Pickers (organisation, user, role, position, group, popup table) and their form fields: a chunk
// of their own, fetched the first time one renders.
const pickers = () => import(/* webpackChunkName: "ui-pickers" */ './pickers/chunk');
const fromPickers = (name: keyof typeof PickersChunk) => lazyComponent(() => pickers().then((m) => m[name] as unknown as ComponentType<object>));
export const OrganizePicker = fromPickers('OrganizePicker') as unknown as typeof PickersChunk.OrganizePicker;
export const UserPicker = fromPickers('UserPicker') as unknown as typeof PickersChunk.UserPicker;
export const RolePicker = fromPickers('RolePicker') as unknown as typeof PickersChunk.RolePicker;
export const PositionPicker = fromPickers('PositionPicker') as unknown as typeof PickersChunk.PositionPicker;
export const GroupPicker = fromPickers('GroupPicker') as unknown as typeof PickersChunk.GroupPicker;
export const PopupTableSelect = fromPickers('PopupTableSelect') as unknown as typeof PickersChunk.PopupTableSelect;
export const OrganizeSelect = fromPickers('OrganizeSelect') as unknown as typeof PickersChunk.OrganizeSelect;
export const UserSelect = fromPickers('UserSelect') as unknown as typeof PickersChunk.UserSelect;
export const RoleSelect = fromPickers('RoleSelect') as unknown as typeof PickersChunk.RoleSelect;
export const PositionSelect = fromPickers('PositionSelect') as unknown as typeof PickersChunk.PositionSelect;
export const GroupSelect = fromPickers('GroupSelect') as unknown as typeof PickersChunk.GroupSelect;
// The three-step import wizard: a chunk of its own.
export const ImportWizard = lazyComponent(() =>
  import(/* webpackChunkName: "ui-import" */ './importWizard/chunk').then((m) => m.ImportWizard),
) as unknown as typeof ImportWizardType;
// Uploaders, file preview, image viewer and download-all (issue 14): a chunk of their own; the .docx
// and .xlsx renderers (mammoth, exceljs) are further chunks fetched only when such a file is previewed.
// The rich-text editor (Tiptap): a chunk of its own, with the sanitiser of @atrium/html fetched beside it.
export const RichTextEditor = lazyComponent<RichTextEditorPropsType>(
  () => import(/* webpackChunkName: "ui-rich-text" */ './richText/chunk').then((m) => m.loadRichTextEditor()),
  createElement('sl-spinner'),
);
const upload = () => import(/* webpackChunkName: "ui-upload" */ './upload/chunk');
const fromUpload = (name: keyof typeof UploadChunk) => lazyComponent(() => upload().then((m) => m[name] as unknown as ComponentType<object>));
export const FileUploader = fromUpload('FileUploader') as unknown as typeof UploadChunk.FileUploader;
export const ImageUploader = fromUpload('ImageUploader') as unknown as typeof UploadChunk.ImageUploader;
export const FilePreviewDialog = fromUpload('FilePreviewDialog') as unknown as typeof UploadChunk.FilePreviewDialog;
export const ImageViewer = fromUpload('ImageViewer') as unknown as typeof UploadChunk.ImageViewer;
export const DownloadAllButton = fromUpload('DownloadAllButton') as unknown as typeof UploadChunk.DownloadAllButton;
// The print template choice dialog (400 px): a chunk of its own.
export const PrintTemplatePicker = lazyComponent(() =>
  import(/* webpackChunkName: "ui-print" */ './print/chunk').then((m) => m.PrintTemplatePicker),
) as unknown as typeof PrintTemplatePickerType;
// uPlot, fetched through the import map when the first chart is drawn (charts/loadUPlot.ts).
export { loadUPlot } from './charts/loadUPlot';
