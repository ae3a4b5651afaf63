/** Ids the header box and its dropdown share (the box ships with every page, the dropdown loads on use). */
export const LISTBOX_ID = 'site-search-listbox';
export const optionId = (index: number) => `site-search-option-${index}`;
