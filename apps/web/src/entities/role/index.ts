export { useRoleList } from './role.queries.ts';
