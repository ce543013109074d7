export interface RichTextEditorProps {
  /** HTML; sanitised before it is shown. */
  value: string;
  /** The sanitised HTML of the document, '' when it is empty. */
  onChange: (html: string) => void;
  label: string;
  required?: boolean;
  invalid?: boolean;
  helpText?: string;
}
