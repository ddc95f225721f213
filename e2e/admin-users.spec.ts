import AxeBuilder from '@axe-core/playwright';
import { getOfficeList } from '@fieldbook/contract/offices';
import { getRoleList } from '@fieldbook/contract/roles';
import { createUser } from '@fieldbook/contract/users';
import { expect, type Page } from '@playwright/test';
import { api, chooseFile, demo, signedInAs, signIn, test, tokenOf, waitForMail } from './support.ts';

/** A 1×1 red PNG, and a GIF (a real image, but not a type the form accepts). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Creates a Technician through POST /User/CreateUser, as the signed-in administrator. */
async function createUserViaApi(page: Page, lastName: string) {
  const token = await tokenOf(page);
  const roles = (await api(page.request, token, getRoleList)).roleList;
  const roleId = roles.find((r) => r.roleName === 'Technician')?.roleId ?? 0;
  const offices = (await api(page.request, token, getOfficeList)).data;
  const denver = offices.find((o) => o.name === 'Denver')?.officeLocationId ?? 0;
  const username = `e2e.${unique()}`;
  const email = `${username}@example.test`;
  const body = {
    username,
    firstName: 'Ellis',
    lastName,
    positionTitle: 'Field Technician',
    roleId,
    phoneNumbers: [{ phoneNumber: '(303) 555-0177', typeId: null, primary: false }],
    emails: [{ email, primary: true }],
    officeLocations: [denver],
  };
  const { userId } = await api(page.request, token, createUser, { body });
  return { userId, username, email, fullName: `Ellis ${lastName}` };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Users' });

test('the administrator browses the user cards and the disabled accounts', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/OfficeLocations');
  await page.getByRole('tablist').getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/Admin\/UserList$/);
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  const dana = cards(page).getByRole('link', { name: /Dana Whitfield/ });
  await expect(dana).toContainText('Systems Administrator');
  await expect(dana).toContainText('Administrator');
  await expect(dana).toContainText('dana.whitfield@fieldbook-demo.test');
  await expect(dana.getByText('DW')).toBeVisible(); // initials: no photo
  await expect(cards(page).getByRole('img', { name: 'Photo of Mina Okafor' })).toBeVisible();
  await expect(cards(page).getByRole('link', { name: /Harlan Pruitt/ })).toHaveCount(0);

  await page.getByRole('switch', { name: 'View Disabled Accounts' }).check();
  await expect(cards(page).getByRole('link', { name: /Harlan Pruitt/ })).toBeVisible();
  await expect(cards(page).getByRole('link', { name: /Marisol Ochoa/ })).toBeVisible();
  await expect(cards(page).getByRole('link', { name: /Dana Whitfield/ })).toHaveCount(0);

  await page.getByLabel('Search users').fill('ochoa');
  await expect(cards(page).getByRole('link')).toHaveCount(1);
  await page.getByLabel('Search users').fill('nobody-by-this-name');
  await expect(page.getByText('No users match “nobody-by-this-name”.')).toBeVisible();
  await page.getByLabel('Search users').fill('');

  await cards(page)
    .getByRole('link', { name: /Marisol Ochoa/ })
    .click();
  await expect(page).toHaveURL(/\/Admin\/User\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Marisol Ochoa' })).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate User', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Office Assignments' })).toContainText('Casper');
  await expect(page.getByRole('region', { name: 'Phone Numbers' })).toContainText('(307) 555-0184');
  await expect(page.getByRole('region', { name: 'Emails' })).toContainText('marisol.ochoa@fieldbook-demo.test');

  await page.getByRole('link', { name: '← Users' }).click();
  await expect(page.getByRole('switch', { name: 'View Disabled Accounts' })).toBeChecked();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('a new user is created with the rules of the form, and must change the e-mailed password', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/UserList');
  await page.getByRole('link', { name: 'Create New User' }).click();
  await expect(page).toHaveURL(/\/Admin\/CreateUser$/);
  await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();

  // Every required field, with the texts of the specification.
  const create = page.getByRole('button', { name: 'Create User' });
  await create.click();
  for (const text of [
    'Username is required.',
    'First name is required.',
    'Last name is required.',
    'Position title is required.',
    'Please Select Role for User.',
    'Email is required.',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Remove email 1' }).click();
  await create.click();
  await expect(page.getByText('Please set one or more Email(s) for user.')).toBeVisible();

  // The photo: jpg, jpeg or png only.
  const tag = unique();
  const lastName = `Quill ${tag}`;
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill(lastName);
  const upload = (file: { name: string; mimeType: string; buffer: Buffer }) =>
    chooseFile(page, page.getByRole('button', { name: 'Upload Photo' }), file);
  await upload({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('Invalid Image Type')).toBeVisible();
  await upload({ name: 'photo.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByText('Invalid Image Type')).toBeVisible();
  await upload({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await expect(page.getByText('Invalid Image Type')).toBeVisible();
  await upload({ name: 'nora.PNG', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Invalid Image Type')).toBeHidden();
  await expect(page.getByRole('img', { name: `Photo of Nora ${lastName}` })).toBeVisible();

  const username = `nora.${tag}`;
  const email = `${username}@example.test`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Position Title').fill('Field Technician');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Technician' }).click();
  await page.getByRole('checkbox', { name: 'Denver' }).check();

  await page.getByRole('button', { name: 'Add Email' }).click();
  await page.getByRole('textbox', { name: 'Email 1', exact: true }).fill('nora@');
  await page.getByRole('textbox', { name: 'Email 1', exact: true }).blur();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email 1', exact: true }).fill(email);
  await expect(page.getByRole('radio', { name: 'Primary: email 1' })).toBeChecked();

  // Picking a primary clears the others.
  await page.getByRole('button', { name: 'Add Phone Number' }).click();
  await page.getByRole('textbox', { name: 'Phone number 1', exact: true }).fill('(303) 555-0190');
  await page.getByRole('radio', { name: 'Primary: phone number 1' }).check();
  await expect(page.getByRole('radio', { name: 'Primary: email 1' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Primary: email 1' }).check();
  await expect(page.getByRole('radio', { name: 'Primary: phone number 1' })).not.toBeChecked();

  await create.click();
  await expect(page).toHaveURL(/\/Admin\/User\/\d+$/);
  await expect(page.getByText('User created. A password has been e-mailed to the new user.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Nora ${lastName}` })).toBeVisible();
  await expect(page.getByText('Role: Technician')).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of Nora ${lastName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Office Assignments' })).toContainText('Denver');
  await expect(page.getByRole('region', { name: 'Emails' }).getByRole('listitem')).toHaveText(`${email}Primary`);
  await expect(page.getByRole('region', { name: 'Phone Numbers' })).toContainText('(303) 555-0190Mobile');

  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe('Your Fieldbook account');
  const password = /Password: (\S+)/.exec(mail.text)?.[1] ?? '';

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, username, password);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
});

test('the user page resets the password, and deactivates and activates the account', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const u = await createUserViaApi(page, `Reset ${unique()}`);
  await page.goto(`/Admin/User/${u.userId}`);
  await expect(page.getByRole('heading', { name: u.fullName })).toBeVisible();

  await page.getByRole('button', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog).toContainText(`Reset the password of ${u.fullName}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully Reset Users Password.' })).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(u.email) && m.subject === 'Your new Fieldbook password');
  const password = /New password: (\S+)/.exec(mail.text)?.[1] ?? '';

  await page.getByRole('button', { name: 'Deactivate User', exact: true }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate User' });
  await deactivate.getByRole('button', { name: 'Deactivate User', exact: true }).click();
  await expect(page.getByText('User deactivated. All of the user’s sessions have ended.')).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  const refused = await page.request.post('/api/Authentication/Authenticate', {
    data: { username: u.username, password },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('This account is disabled. Please contact an administrator.');

  await page.getByRole('button', { name: 'Activate User', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Activate User' })
    .getByRole('button', { name: 'Activate User', exact: true })
    .click();
  await expect(page.getByText('User activated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate User', exact: true })).toBeEnabled();
  await expect(page.getByText('Disabled', { exact: true })).toHaveCount(0);

  // An administrator cannot deactivate themself.
  await page.goto('/Admin/UserList');
  await cards(page)
    .getByRole('link', { name: /Dana Whitfield/ })
    .click();
  await expect(page.getByRole('button', { name: 'Deactivate User', exact: true })).toBeDisabled();
  await expect(page.getByText('You cannot deactivate your own account.')).toBeVisible();
});

test('editing a user shows the server message on failure, then saves and replaces the lists', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const u = await createUserViaApi(page, `Edit ${unique()}`);
  await page.goto(`/Admin/User/${u.userId}`);
  await page.getByRole('link', { name: 'Edit User', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Admin/User/${u.userId}/Edit$`));
  await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(u.username);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Technician');
  await expect(page.getByRole('checkbox', { name: 'Denver' })).toBeChecked();

  await page.getByLabel('Username').fill(demo.office.toUpperCase());
  await page.getByRole('button', { name: 'Save User' }).click();
  // The server's message, above the buttons and under the field.
  const taken = "The username 'DEMO.OFFICE' is already taken.";
  await expect(page.getByRole('alert').filter({ hasText: taken })).toBeVisible();
  await expect(page.getByText(taken)).toHaveCount(2);
  await expect(page).toHaveURL(/\/Edit$/);

  await page.getByLabel('Username').fill(u.username);
  await page.getByLabel('Position Title').fill('Crew Lead');
  await page.getByRole('checkbox', { name: 'Denver' }).uncheck();
  await page.getByRole('checkbox', { name: 'Williston' }).check();
  await page.getByRole('radio', { name: 'Primary: phone number 1' }).check();
  await page.getByRole('button', { name: 'Add Email' }).click();
  await page.getByRole('textbox', { name: 'Email 2', exact: true }).fill(`second.${u.email}`);
  await page.getByRole('button', { name: 'Save User' }).click();

  await expect(page).toHaveURL(new RegExp(`/Admin/User/${u.userId}$`));
  await expect(page.getByText('User saved.')).toBeVisible();
  await expect(page.getByText('Crew Lead')).toBeVisible();
  const offices = page.getByRole('region', { name: 'Office Assignments' });
  await expect(offices).toContainText('Williston');
  await expect(offices).not.toContainText('Denver');
  await expect(page.getByRole('region', { name: 'Phone Numbers' })).toContainText('Primary');
  await expect(page.getByRole('region', { name: 'Emails' }).getByRole('listitem')).toHaveText([
    u.email,
    `second.${u.email}`,
  ]);

  await page.getByRole('link', { name: 'Edit User Signature' }).click();
  await expect(page).toHaveURL(new RegExp(`/Admin/User/${u.userId}/EditSignature$`));
});

test('a user saved unchanged keeps exactly one primary entry', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/UserList');
  await cards(page)
    .getByRole('link', { name: /Priya Raman/ })
    .click();
  await page.getByRole('link', { name: 'Edit User', exact: true }).click();
  const radios = page.getByRole('radio', { name: /^Primary: / });
  await expect(radios.first()).toBeVisible();
  await expect(page.locator('input[name="primary"]:checked')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save User' }).click();
  await expect(page.getByText('User saved.')).toBeVisible();
  await expect(page.getByText('Primary', { exact: true })).toHaveCount(1);
});

test('a user without the permission is sent home from the user administration', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.goto('/Admin/UserList');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Admin/CreateUser');
  await expect(page).toHaveURL(/\/$/);
});

test('on a 375 px phone the user list, page and form fit the screen @phone', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto('/Admin/UserList');
  await expect(cards(page).getByRole('link', { name: /Dana Whitfield/ })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(375);
  await cards(page)
    .getByRole('link', { name: /Priya Raman/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: 'Edit User', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Phone number 1', exact: true })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(375);
});
