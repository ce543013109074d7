/**
 * Shoelace's own labels (a dialog's or drawer's ×, an input's clear and password buttons, a tag's
 * remove, carousel and select texts) follow `<html lang>`, which @atrium/shared sets to zh-CN,
 * zh-TW or en. Shoelace has English built in; without its Chinese translations every one of those
 * labels stayed "Close", "Clear entry", … in a Chinese portal. They are a few hundred bytes each,
 * so they load with this module rather than with a component chunk: the first dialog is already
 * translated.
 *
 * Importing them here also moves Shoelace's translation registry (@shoelace-style/localize, with
 * English registered first, which makes it the fallback) into this entry; the component chunks
 * share it.
 */
import { registerTranslation } from '@shoelace-style/shoelace/dist/utilities/localize.js';
import simplified from '@shoelace-style/shoelace/dist/translations/zh-cn.js';
import traditional from '@shoelace-style/shoelace/dist/translations/zh-tw.js';

// Shoelace looks a language up as "language-region", then "language" alone, and registers only
// zh-cn and zh-tw: a bare `zh` would fall back to English, and zh-HK to `zh`. Same choice as
// @atrium/shared's localeFromTag: simplified unless the region writes traditional.
registerTranslation(
  { ...simplified, $code: 'zh' },
  { ...traditional, $code: 'zh-hk' },
  { ...traditional, $code: 'zh-mo' },
);
