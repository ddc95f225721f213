import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPermission, seededRoles } from './permissions.ts';
import { accessAllows, adminAreaAccess, clientRoutes, findClientRoute, navigationFor } from './routes.ts';

const held = (...p: string[]) => new Set<string>(p);
const patternOf = (path: string) => findClientRoute(path)?.pattern;

describe('findClientRoute', () => {
  it('finds literal routes, the home page included', () => {
    expect(patternOf('/')).toBe('/');
    expect(patternOf('/User/Profile')).toBe('/User/Profile');
    expect(patternOf('/Admin/UserList')).toBe('/Admin/UserList');
  });

  it('lets the most specific pattern win', () => {
    // '/Opportunities/*' and '/Opportunities/Call/*' both fit; the longer literal prefix wins.
    expect(patternOf('/Opportunities/Call/5')).toBe('/Opportunities/Call/*');
    expect(patternOf('/Opportunities/Call')).toBe('/Opportunities/Call/*');
    expect(patternOf('/Opportunities/12')).toBe('/Opportunities/*');
    // A job's pages are open to job viewers (field crews) too; the opportunity's own pages are not.
    expect(patternOf('/Opportunities/12/34/Installation')).toBe('/Opportunities/:oppId/:jobId/*');
    expect(patternOf('/Opportunities/12/Edit')).toBe('/Opportunities/:oppId/Edit');
    expect(patternOf('/Opportunities/12/NewJob')).toBe('/Opportunities/:oppId/NewJob');
    // An exact literal beats a wildcard that also fits.
    expect(patternOf('/Opportunities')).toBe('/Opportunities');
    expect(patternOf('/Admin/Forms/JSA')).toBe('/Admin/Forms/JSA');
    expect(patternOf('/Admin/Forms/Other')).toBe('/Admin/Forms/*');
    expect(patternOf('/Admin')).toBe('/Admin');
    expect(patternOf('/Inventory/Yard/3')).toBe('/Inventory/Yard/*');
    expect(patternOf('/Inventory/Elsewhere')).toBe('/Inventory/*');
    // A literal segment outweighs a parameter in the same place.
    expect(patternOf('/Opportunities/ClosedCall/9')).toBe('/Opportunities/ClosedCall/:id');
  });

  it('matches case-insensitively', () => {
    expect(patternOf('/admin/userlist')).toBe('/Admin/UserList');
    expect(patternOf('/OPPORTUNITIES/CALL/1')).toBe('/Opportunities/Call/*');
  });

  it('ignores the query string, the hash and a trailing slash', () => {
    expect(patternOf('/Wiki/Search?str=a/b')).toBe('/Wiki/Search');
    expect(patternOf('/Admin/UserList#top')).toBe('/Admin/UserList');
    expect(patternOf('/Admin/UserList/')).toBe('/Admin/UserList');
    expect(patternOf('?x=1')).toBe('/');
  });

  it('fills a parameter with exactly one segment', () => {
    expect(patternOf('/VerifyTimesheet/77')).toBe('/VerifyTimesheet/:tsId');
    expect(findClientRoute('/VerifyTimesheet')).toBeUndefined();
    expect(findClientRoute('/VerifyTimesheet/77/more')).toBeUndefined();
    expect(patternOf('/Admin/Announcement/new')).toBe('/Admin/Announcement/:id');
  });

  it('lets a final * stand for no segment or many', () => {
    expect(patternOf('/Accounts')).toBe('/Accounts/*');
    expect(patternOf('/Accounts/5/Locations/2')).toBe('/Accounts/*');
  });

  it('answers nothing for unknown routes, and never a relative job-form tab', () => {
    expect(findClientRoute('/Nope')).toBeUndefined();
    expect(findClientRoute('/User/Profile/extra')).toBeUndefined();
    expect(findClientRoute('/FieldTickets')).toBeUndefined();
    expect(findClientRoute('/JSA')).toBeUndefined();
  });

  it('finds the same route whatever the case, query and hash (property)', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/);
    const concrete = fc
      .record({
        route: fc.constantFrom(...clientRoutes.filter((r) => r.pattern.startsWith('/'))),
        fill: fc.array(segment, { minLength: 4, maxLength: 4 }),
      })
      .map(({ route, fill }) => {
        let i = 0;
        return route.pattern
          .split('/')
          .map((s) => (s.startsWith(':') ? fill[i++] : s === '*' ? fill.slice(i).join('/') : s))
          .join('/');
      });
    fc.assert(
      fc.property(concrete, fc.boolean(), segment, (path, upper, q) => {
        const base = findClientRoute(path);
        expect(base).toBeDefined();
        const varied = `${upper ? path.toUpperCase() : path.toLowerCase()}?q=${q}#${q}`;
        expect(findClientRoute(varied)).toBe(base);
      }),
    );
  });
});

describe('accessAllows', () => {
  it("lets anyone through 'public' and 'signed-in'", () => {
    expect(accessAllows('public', held())).toBe(true);
    expect(accessAllows('signed-in', held())).toBe(true);
  });

  it('needs the one permission named', () => {
    expect(accessAllows('admin.users', held('admin.users'))).toBe(true);
    expect(accessAllows('admin.users', held('admin.roles', 'jobs.view'))).toBe(false);
    expect(accessAllows('admin.users', held())).toBe(false);
  });

  it('needs any one permission of a list, and refuses an empty list', () => {
    expect(accessAllows(['inventory.adjust', 'inventory.assets'], held('inventory.assets'))).toBe(true);
    expect(accessAllows(['inventory.adjust', 'inventory.assets'], held('inventory.view'))).toBe(false);
    expect(accessAllows([], held('admin.users'))).toBe(false);
  });
});

describe('navigationFor', () => {
  it('lists the items of one menu the user may open, in table order, with their urls', () => {
    expect(navigationFor('main', held('jobs.view', 'accounts.view'))).toEqual([
      { label: 'Accounts', url: '/Accounts' },
      { label: 'Jobs', url: '/Jobs' },
    ]);
    expect(navigationFor('admin', held('admin.roles'))).toEqual([{ label: 'Roles', url: '/Admin/RoleList/new' }]);
    expect(navigationFor('opportunity', held('calls.view'))).toEqual([{ label: 'Calls', url: '/Opportunities/Call' }]);
  });

  it('answers an empty menu to a user without permissions', () => {
    for (const menu of ['main', 'admin', 'inventory', 'jobForms', 'jobFormsAdmin', 'opportunity'] as const) {
      expect(navigationFor(menu, held()), menu).toEqual([]);
    }
  });

  it('offers Admin in the main menu for any administration permission but not for own phones and e-mails', () => {
    for (const p of adminAreaAccess)
      expect(navigationFor('main', held(p)), p).toEqual([{ label: 'Admin', url: '/Admin' }]);
    expect(navigationFor('main', held('admin.phoneEmail'))).toEqual([]);
  });

  it('gives the seeded Drilling User its viewing menus', () => {
    const drilling = new Set<string>(seededRoles['Drilling User']);
    expect(navigationFor('main', drilling).map((i) => i.label)).toEqual([
      'Accounts',
      'Opportunities',
      'Jobs',
      'Inventory',
    ]);
    expect(navigationFor('admin', drilling)).toEqual([]);
  });
});

describe('the client route table', () => {
  const absolute = clientRoutes.filter((r) => r.pattern.startsWith('/'));

  it.each(clientRoutes.map((r) => [r.pattern, r] as const))('%s is well-formed', (pattern, r) => {
    if (pattern.startsWith('/')) {
      expect(pattern === '/' || !pattern.endsWith('/'), 'no trailing slash').toBe(true);
      const segments = pattern.split('/').slice(1);
      if (pattern !== '/') {
        segments.forEach((s, i) => {
          const wildcardLast = s === '*' && i === segments.length - 1;
          expect(wildcardLast || /^:[A-Za-z][A-Za-z0-9]*$/.test(s) || /^[A-Za-z0-9]+$/.test(s), `segment '${s}'`).toBe(
            true,
          );
        });
      }
    } else {
      // Relative patterns are the job-form tabs under a job stage: one literal segment.
      expect(pattern).toMatch(/^[A-Za-z0-9]+$/);
      expect(r.nav?.menu).toBe('jobForms');
    }
  });

  it.each(clientRoutes.map((r) => [r.pattern, r] as const))('%s names only catalogue permissions', (_p, r) => {
    const { access } = r;
    if (access === 'public' || access === 'signed-in') return;
    const list: readonly string[] = typeof access === 'string' ? [access] : access;
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((p) => !isPermission(p))).toEqual([]);
  });

  it('has no route a signed-out user could open', () => {
    expect(clientRoutes.filter((r) => r.access === 'public')).toEqual([]);
  });

  it('holds each absolute pattern once (case-insensitively)', () => {
    const keys = absolute.map((r) => r.pattern.toLowerCase());
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('never offers a menu item the server would refuse: each item url resolves to a route of the same access', () => {
    for (const r of clientRoutes.filter((x) => x.nav && x.pattern.startsWith('/'))) {
      const url = r.nav?.url ?? r.pattern;
      expect(url.includes('*') || url.includes(':'), `${url} is a concrete url`).toBe(false);
      expect(findClientRoute(url)?.access, url).toEqual(r.access);
    }
  });

  it('labels the items of each menu uniquely', () => {
    const menus = new Map<string, string[]>();
    for (const r of clientRoutes) if (r.nav) menus.set(r.nav.menu, [...(menus.get(r.nav.menu) ?? []), r.nav.label]);
    for (const [menu, labels] of menus) expect(new Set(labels).size, menu).toBe(labels.length);
  });
});
