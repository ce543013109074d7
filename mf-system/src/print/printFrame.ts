// Printing through a hidden frame: @atrium/ui's (one print path for every module).
import { printKit } from '@atrium/ui';

export const { printHtml } = printKit;
