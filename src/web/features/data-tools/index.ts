/**
 * The data-tools feature's public face (docs/decisions/0009-web-boundaries.md): the SQL Translation
 * tab, which the dashboard's SQL tab shows to staff as well.
 */
export { SqlTranslationTab } from "./sql-translation-tab";
