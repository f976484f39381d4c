// Mantine's Select (with its combobox, popover and Floating UI) on its own, for deferred-select.tsx to import
// on demand: a dynamic import of '@mantine/core' itself would take the whole library.
export { Select } from '@mantine/core';
