import type { MenuItem } from '@shared/catalogue-types';
import { useState } from 'react';
import { Input } from '../../../components/ui/input';
import {
  useCatalogueMenuItemsQuery,
  useCreateMenuItemMutation,
  useUpdateMenuItemMutation,
} from './menu-items-api';
import { formatDollars } from '../../../lib/money';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EditButton, EditSheet } from '../shared/edit-sheet';
import { ExistingSection } from '../shared/entry-list';
import { MenuItemForm } from './menu-item-form';
import { emptyMenuItem, menuItemValues } from './menu-item-form-schema';

const prices = (item: MenuItem) =>
  item.cup_prices.map((cup) => `${cup.size.display} ${formatDollars(cup.price)}`).join(' · ');

function MenuItemEntry({ item, onEdit }: { item: MenuItem; onEdit: () => void }) {
  return (
    <>
      <div className="flex flex-col">
        <span className="font-medium">{item.name}</span>
        <span className="text-sm text-slate-600">
          {item.soda.name}
          {item.limited_time_promotions && ` · ${item.limited_time_promotions.name}`} ·{' '}
          {prices(item)}
        </span>
      </div>
      <EditButton name={item.name} onClick={onEdit} />
    </>
  );
}

export function MenuItemsTab() {
  const menuItems = useCatalogueMenuItemsQuery();
  const [createMenuItem, creating] = useCreateMenuItemMutation();
  const [updateMenuItem, updating] = useUpdateMenuItemMutation();
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = {
    ...menuItems,
    data: menuItems.data?.filter((item) => item.name.toLowerCase().includes(needle)),
  };

  return (
    <AdminCard title="Menu Items">
      <AdminSection title="Add New Menu Item">
        <MenuItemForm
          idPrefix="menu-item-new"
          defaultValues={emptyMenuItem()}
          submitLabel="Add Menu Item"
          busy={creating.isLoading}
          request={(body) => createMenuItem(body).unwrap()}
          successMessage="Menu Item added successfully"
        />
      </AdminSection>
      <ExistingSection
        plural="Menu Items"
        list={shown}
        render={(item) => <MenuItemEntry item={item} onEdit={() => setEditing(item)} />}
        action={
          <Input
            type="search"
            aria-label="Search menu items"
            placeholder="Search menu items"
            className="w-64"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        }
      />
      <EditSheet
        editing={editing}
        onClose={() => setEditing(null)}
        title="Edit Menu Item"
        description={(item) => item.name}
        className="w-[min(44rem,100vw)]"
      >
        {(item) => (
          <MenuItemForm
            idPrefix="menu-item-edit"
            defaultValues={menuItemValues(item)}
            submitLabel="Save"
            busy={updating.isLoading}
            request={(body) => updateMenuItem({ id: item.id, ...body }).unwrap()}
            successMessage="Menu Item updated successfully"
            onSuccess={() => setEditing(null)}
          />
        )}
      </EditSheet>
    </AdminCard>
  );
}
