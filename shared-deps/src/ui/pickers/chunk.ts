// The lazy chunk of the pickers: fetched the first time a page opens one (index.ts).
export { OrganizePicker } from './OrganizePicker';
export { UserPicker } from './UserPicker';
export { RolePicker } from './RolePicker';
export { PositionPicker } from './PositionPicker';
export { GroupPicker } from './GroupPicker';
export { PopupTableSelect } from './PopupTableSelect';
export { OrganizeSelect, UserSelect, RoleSelect, PositionSelect, GroupSelect } from './pickerFields';
