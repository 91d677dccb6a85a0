import type { User } from '../../../lib/state/user';
import { useCatalogueLocationsQuery } from '../locations/locations-api';
import type { Location } from '../../../lib/api/location-api';
import { useSession } from '../../../lib/state/hooks';
import { notifySuccess } from '../../../lib/toast';
import { AdminCard } from '../shared/admin-card';
import { ExistingSection } from '../shared/entry-list';
import { notifyFailure } from '../shared/form-helpers';
import { SwitchField } from '../shared/switch-field';
import { UserLocations } from './user-locations';
import { useAdminUsersQuery, useUpdateUserRolesMutation, type RoleChange } from './users-api';

const ROLES = [
  ['is_staff', 'Staff'],
  ['is_admin', 'Admin'],
  ['is_active', 'Active'],
] as const;

function UserEntry({
  user,
  isMe,
  locations,
}: {
  user: User;
  isMe: boolean;
  locations: Location[];
}) {
  const [updateRoles, { isLoading }] = useUpdateUserRolesMutation();

  const change = async (roles: RoleChange) => {
    try {
      await updateRoles({ id: user.id, ...roles }).unwrap();
      notifySuccess('User updated successfully');
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <>
      <div className="flex flex-col">
        <span className="font-medium">
          {user.first_name} {user.last_name}
          {isMe && ' (you)'}
        </span>
        <span className="text-sm text-slate-600">{user.email}</span>
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-5" role="group" aria-label={`Roles of ${user.email}`}>
          {ROLES.map(([role, label]) => (
            <SwitchField
              key={role}
              id={`user-${user.id}-${role}`}
              label={label}
              checked={user[role]}
              // Admins cannot lock themselves out; the server refuses it too.
              disabled={isLoading || (isMe && role !== 'is_staff')}
              onCheckedChange={(checked) => void change({ [role]: checked })}
            />
          ))}
        </div>
        {user.is_staff && !user.is_admin && (
          <UserLocations
            userId={user.id}
            email={user.email}
            all={locations}
            assigned={user.locations ?? []}
            disabled={isLoading}
            onChange={(assigned) => void change({ locations: assigned })}
          />
        )}
      </div>
    </>
  );
}

/**
 * Beyond the spec: who may use the shop floor (Staff) and the admin settings (Admin), and which
 * locations a staff member works at.
 */
export function UsersTab() {
  const users = useAdminUsersQuery();
  const locations = useCatalogueLocationsQuery();
  const { user: me } = useSession();

  return (
    <AdminCard title="Users">
      <ExistingSection
        plural="Users"
        list={users}
        render={(user) => (
          <UserEntry user={user} isMe={user.id === me?.id} locations={locations.data ?? []} />
        )}
      />
    </AdminCard>
  );
}
