/** A dropdown menu's item (radix-ui DropdownMenu.Item): a thumb-sized row, highlighted under the finger or the keyboard. */
export const MENU_ITEM_CLASS =
  'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-muted';
