import { useTranslation } from 'react-i18next';
import { SYSTEM_NS } from '../i18n';
import type { FieldsAnswer } from './api';
import { BlockEditor } from './BlockEditor';
import { BLOCK_TYPES, moveBlock, newBlock, replaceBlock, type Block, type BlockType, type PrintDocument, type TableBlock } from './document';
import sheet from './print.module.css';

const styles = sheet.locals;

interface Props {
  document: PrintDocument;
  fields: FieldsAnswer | null;
  selectedId: string | null;
  errors: Record<string, string>;
  onSelect: (id: string | null) => void;
  onChange: (document: PrintDocument) => void;
}

/** A short description of a block for its header (what it shows). */
function summary(block: Block): string {
  switch (block.type) {
    case 'text':
      return block.text.split('\n')[0]?.slice(0, 40) ?? '';
    case 'field':
      return block.field;
    case 'table':
      return block.source === 'operator' ? 'operatorRecordList' : block.table;
    case 'barcode':
    case 'qrcode':
      return block.source === 'field' ? `{{${block.value}}}` : block.value;
    default:
      return '';
  }
}

/**
 * The layout designer: the data fields on the left (insert them as placeholders, fields, codes or
 * tables), the blocks on the right in print order, each with its settings, moved with up and down.
 */
export function DesignTab({ document, fields, selectedId, errors, onSelect, onChange }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const blocks = document.blocks;
  const setBlocks = (next: Block[]) => onChange({ ...document, blocks: next });
  const selected = blocks.find((block) => block.id === selectedId) ?? null;

  /** New blocks go after the selected one (or last) and become the selection. */
  const insert = (block: Block) => {
    const at = selected ? blocks.indexOf(selected) + 1 : blocks.length;
    setBlocks([...blocks.slice(0, at), block, ...blocks.slice(at)]);
    onSelect(block.id);
  };

  const insertField = (field: string, label: string) => {
    // Into the selected text as a placeholder; otherwise as a labelled field line of its own.
    if (selected?.type === 'text') {
      setBlocks(replaceBlock(blocks, { ...selected, text: `${selected.text}{{${field}}}` }));
      return;
    }
    insert({ ...(newBlock('field', field) as Extract<Block, { type: 'field' }>), label });
  };

  const insertTable = (source: TableBlock['source'], table: string, columns: FieldsAnswer['main']) =>
    insert({ ...(newBlock('table', table) as TableBlock), source, columns: columns.map((column) => ({ field: column.field, label: column.fieldName, width: 0 })) });

  return (
    <div className={styles.design}>
      <aside className={styles.fieldPanel} aria-label={t('print.editor.fields')}>
        {!fields && <p className={styles.hint}>{t('print.editor.noFields')}</p>}
        {fields && (
          <>
            <section className={styles.fieldGroup} aria-label={t('print.editor.mainFields')}>
              <h4 className={styles.fieldGroupName}>{t('print.editor.mainFields')}</h4>
              {fields.main.map((field) => (
                <div key={field.field} className={styles.fieldItem}>
                  <span className={styles.fieldName} title={field.field}>{field.fieldName}</span>
                  <sl-tooltip content={t('print.editor.insertField')}>
                    <sl-icon-button name="plus-square" label={`${t('print.editor.insertField')} ${field.fieldName}`} onClick={() => insertField(field.field, field.fieldName)} />
                  </sl-tooltip>
                  <sl-tooltip content={t('print.editor.insertBarcode')}>
                    <sl-icon-button name="upc" label={`${t('print.editor.insertBarcode')} ${field.fieldName}`} onClick={() => insert(newBlock('barcode', field.field))} />
                  </sl-tooltip>
                  <sl-tooltip content={t('print.editor.insertQrcode')}>
                    <sl-icon-button name="qr-code" label={`${t('print.editor.insertQrcode')} ${field.fieldName}`} onClick={() => insert(newBlock('qrcode', field.field))} />
                  </sl-tooltip>
                </div>
              ))}
            </section>
            {fields.tables.map((table) => (
              <section key={table.name} className={styles.fieldGroup} aria-label={table.fullName}>
                <h4 className={styles.fieldGroupName}>
                  <span className={styles.fieldName}>{table.fullName}</span>
                  <sl-tooltip content={t('print.editor.insertTable')}>
                    <sl-icon-button name="table" label={`${t('print.editor.insertTable')} ${table.fullName}`} onClick={() => insertTable('table', table.name, table.fields)} />
                  </sl-tooltip>
                </h4>
                {table.fields.map((field) => (
                  <div key={field.field} className={styles.fieldItem}>
                    <span className={styles.fieldName}>{field.fieldName}</span>
                  </div>
                ))}
              </section>
            ))}
            <section className={styles.fieldGroup} aria-label={t('print.editor.operatorFields')}>
              <h4 className={styles.fieldGroupName}>
                <span className={styles.fieldName}>{t('print.editor.operatorFields')}</span>
                <sl-tooltip content={t('print.editor.insertTable')}>
                  <sl-icon-button name="table" label={`${t('print.editor.insertTable')} ${t('print.editor.operatorFields')}`} onClick={() => insertTable('operator', '', fields.operatorRecord)} />
                </sl-tooltip>
              </h4>
            </section>
          </>
        )}
      </aside>
      <div className={styles.blocks}>
        <div className={styles.addBar} role="toolbar" aria-label={t('print.editor.addBlock')}>
          {BLOCK_TYPES.map((type: BlockType) => (
            <sl-button key={type} size="small" onClick={() => insert(newBlock(type))}>
              <sl-icon slot="prefix" name="plus-lg" />
              {t(`print.blockTypes.${type}`)}
            </sl-button>
          ))}
        </div>
        {blocks.length === 0 && <p className={styles.emptyLayout}>{t('print.editor.emptyLayout')}</p>}
        {blocks.map((block, index) => {
          const title = t(`print.blockTypes.${block.type}`);
          const error = errors[block.id];
          return (
            <section
              key={block.id}
              aria-label={`${index + 1}. ${title}`}
              className={`${styles.block} ${block.id === selectedId ? styles.blockSelected : ''} ${error ? styles.blockInvalid : ''}`}
              onFocusCapture={() => onSelect(block.id)}
            >
              <div className={styles.blockHead} onClick={() => onSelect(block.id)}>
                <span className={styles.blockTitle}>{`${index + 1}. ${title}`} <small>{summary(block)}</small></span>
                <sl-tooltip content={t('print.editor.moveUp')}>
                  <sl-icon-button name="arrow-up" label={`${t('print.editor.moveUp')} ${index + 1}`} disabled={index === 0} onClick={() => setBlocks(moveBlock(blocks, index, -1))} />
                </sl-tooltip>
                <sl-tooltip content={t('print.editor.moveDown')}>
                  <sl-icon-button name="arrow-down" label={`${t('print.editor.moveDown')} ${index + 1}`} disabled={index === blocks.length - 1} onClick={() => setBlocks(moveBlock(blocks, index, 1))} />
                </sl-tooltip>
                <sl-tooltip content={t('print.editor.removeBlock')}>
                  <sl-icon-button
                    name="trash"
                    label={`${t('print.editor.removeBlock')} ${index + 1}`}
                    onClick={() => {
                      setBlocks(blocks.filter((item) => item.id !== block.id));
                      if (block.id === selectedId) onSelect(null);
                    }}
                  />
                </sl-tooltip>
              </div>
              <BlockEditor block={block} fields={fields} onChange={(next) => setBlocks(replaceBlock(blocks, next))} />
              {error && <p className={styles.blockError} role="alert">{error}</p>}
            </section>
          );
        })}
      </div>
    </div>
  );
}
