import type { User } from '../../../lib/api/auth-api';
import { useSession } from '../../../lib/state/hooks';
import { notifySuccess } from '../../../lib/toast';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { notifyFailure } from '../shared/form-helpers';
import { SwitchField } from '../shared/switch-field';
import { useAdminUsersQuery, useUpdateUserRolesMutation, type RoleChange } from './users-api';

const ROLES = [
  ['is_staff', 'Staff'],
  ['is_admin', 'Admin'],
  ['is_active', 'Active'],
] as const;

function UserEntry({ user, isMe }: { user: User; isMe: boolean }) {
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
    </>
  );
}

/** Beyond the spec: who may use the shop floor (Staff) and the admin settings (Admin). */
export function UsersTab() {
  const users = useAdminUsersQuery();
  const { user: me } = useSession();

  return (
    <AdminCard title="Users">
      <AdminSection title="Existing Users">
        <EntryList
          label="Existing Users"
          query={users}
          keyOf={(user) => user.id}
          render={(user) => <UserEntry user={user} isMe={user.id === me?.id} />}
        />
      </AdminSection>
    </AdminCard>
  );
}
