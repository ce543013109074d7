import type { AppProps } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import { GeneratorListPage, type GeneratorKind } from './GeneratorListPage';
import sheet from './generator.module.css';

const parcel = (kind: GeneratorKind) => createPageParcel({ rootComponent: (_props: AppProps) => <GeneratorListPage kind={kind} />, styles: [sheet] });

/** 代码生成 → 功能表单, 移动表单, 流程表单. */
export const generatorParcels = {
  webForm: parcel('webForm'),
  appForm: parcel('appForm'),
  flowForm: parcel('flowForm'),
} as const;
