import type { UserCard } from '@fieldbook/contract';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { type Column, sendListExport } from '../../platform/xlsx/index.ts';
import { listUsers } from './users.service.ts';

// The user administration list's export (docs/decisions/spreadsheets.md).

const columns: Column<UserCard>[] = [
  { header: 'Name', kind: 'text', value: (u) => u.fullName },
  { header: 'Username', kind: 'text', value: (u) => u.username },
  { header: 'Position', kind: 'text', value: (u) => u.positionTitle },
  { header: 'Role', kind: 'text', value: (u) => u.roleName },
  { header: 'E-mail', kind: 'text', value: (u) => u.email },
  { header: 'Phone', kind: 'text', value: (u) => u.phoneNumber },
  { header: 'Enabled', kind: 'text', value: (u) => (u.enabled ? 'Yes' : 'No') },
];

/** POST /Administrator/GetAllUsers/Export: the enabled or the disabled users, by last name. */
export async function usersExport(ctx: Ctx, reply: FastifyReply, enabled: boolean) {
  const rows = await listUsers(ctx, enabled);
  return sendListExport(ctx, reply, { list: 'users', title: 'Users', columns, rows, filters: { enabled } });
}
