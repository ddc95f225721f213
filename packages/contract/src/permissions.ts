// The permissions area's public entry: `@fieldbook/contract/permissions` and index.ts export what it
// exports, so importers never name a part. Its parts live in the folder permissions/, one file per
// sub-resource, rather than beside it as permissions-*.ts: src/ keeps one file per area
// (docs/contributing.md "One name per area"), so a part is never taken for an area of its own
// (permissions-doc.ts, which renders docs/permissions.md, is not one).

export * from './permissions/catalogue.ts';
export * from './permissions/seeded-roles.ts';
