import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_LEVEL, addPath, isPickable } from './areaPaths';
import { pickerApi, type AreaOption, type PickerApi } from './pickerApi';
import { UI_NS } from './i18n';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;
const ROOT = '-1';
const LEVEL_KEYS = ['province', 'city', 'district', 'street'] as const;

export interface AreaPickerProps {
  /** Chosen paths of ids from the province down (one path in single mode). */
  value: readonly (readonly string[])[];
  onChange: (paths: string[][], names: string[][]) => void;
  /** 0 province … 3 street; 2 (district) by default. */
  level?: number;
  multiple?: boolean;
  disabled?: boolean;
  api?: PickerApi;
}

/**
 * Province / city / district cascade. Only a leaf (as deep as `level`, or with nothing below) is an
 * answer; in multiple mode each answer is added to a list where a duplicate is ignored.
 */
export function AreaPicker({ value, onChange, level = DEFAULT_AREA_LEVEL, multiple = false, disabled = false, api = pickerApi }: AreaPickerProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  // options[d]: the choices at depth d; path[d]: the chosen node there.
  const [options, setOptions] = useState<AreaOption[][]>([]);
  const [path, setPath] = useState<AreaOption[]>([]);
  const [names, setNames] = useState<Map<string, string>>(new Map());

  useEffect(() => {
    let active = true;
    api.areas(ROOT).then((list) => active && setOptions([list]), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  const remember = (list: readonly AreaOption[]) =>
    setNames((current) => {
      const next = new Map(current);
      for (const area of list) next.set(area.id, area.fullName);
      return next;
    });

  const choose = (depth: number, id: string) => {
    const area = options[depth]?.find((option) => option.id === id);
    if (!area) return;
    const nextPath = [...path.slice(0, depth), area];
    setPath(nextPath);
    setOptions((current) => current.slice(0, depth + 1));
    remember(options[depth] ?? []);
    if (isPickable(depth, level, area.isLeaf)) {
      const ids = nextPath.map((node) => node.id);
      const paths = multiple ? addPath(value, ids) : [ids];
      const label = (list: readonly string[]) => list.map((node) => names.get(node) ?? nextPath.find((item) => item.id === node)?.fullName ?? node);
      onChange(paths, paths.map(label));
      return;
    }
    api.areas(area.id).then((list) => setOptions((current) => [...current.slice(0, depth + 1), list]), () => undefined);
  };

  const removeAt = (index: number) => {
    const paths = value.filter((_, position) => position !== index).map((item) => [...item]);
    onChange(paths, paths.map((item) => item.map((id) => names.get(id) ?? id)));
  };

  return (
    <div className={styles.areaPicker}>
      <div className={styles.areaLevels}>
        {options.map((list, depth) => (
          <sl-select
            key={LEVEL_KEYS[depth] ?? depth}
            size="small"
            label={t(LEVEL_KEYS[depth] ?? 'street')}
            placeholder={t('choose')}
            value={path[depth]?.id ?? ''}
            disabled={disabled}
            hoist
            onsl-change={(event: Event) => choose(depth, (event.target as HTMLSelectElement).value)}
          >
            {list.map((area) => (
              <sl-option key={area.id} value={area.id}>{area.fullName}</sl-option>
            ))}
          </sl-select>
        ))}
      </div>
      {multiple && (
        <div className={styles.areaChosen} aria-label={t('chosen')}>
          {value.map((item, index) => (
            <sl-tag key={item.join('/')} size="small" removable={!disabled} onsl-remove={() => removeAt(index)}>
              {item.map((id) => names.get(id) ?? id).join(' / ')}
            </sl-tag>
          ))}
        </div>
      )}
    </div>
  );
}
