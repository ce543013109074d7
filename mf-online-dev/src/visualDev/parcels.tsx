import type { AppProps } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import sheet from './visualDev.module.css';
import { VisualDevListPage, type DesignListKind } from './VisualDevListPage';

const listParcel = (kind: DesignListKind) => createPageParcel({ rootComponent: (_props: AppProps) => <VisualDevListPage kind={kind} />, styles: [sheet] });

/** 在线开发 → web 功能设计. */
export const webDesignParcel = listParcel('webDesign');
/** 代码生成 → 功能表单: the same list (its code preview comes with the code generator). */
export const webFormParcel = listParcel('webForm');
