/** User administration (server texts). */
export const usersMessages = {
  userNotFound: 'User not found.',
  usernameTaken: (username: string) => `The username '${username}' is already taken.`,
  usernameCharacters: 'A username may contain only letters, digits and . _ - @',
  invalidEmail: 'Please enter a valid e-mail address.',
  onePrimary: 'Only one phone number or e-mail can be primary.',
  userRoleNotFound: 'The selected role does not exist.',
  userOfficeNotFound: 'An office location chosen for this user does not exist.',
  phoneTypeNotFound: 'A phone type chosen for this user does not exist.',
  userCreated: 'User created. A password has been e-mailed to the new user.',
  userCreatedMailQueued:
    'User created. The e-mail with the password is queued — it will be sent as soon as the mail server accepts it.',
  userSaved: 'User saved.',
  userActivated: 'User activated.',
  userDeactivated: 'User deactivated. All of the user’s sessions have ended.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  userHasNoEmail: 'This user has no e-mail address to send a new password to.',
  noActiveUsers: 'No active users.',
  noDisabledUsers: 'No disabled accounts.',
} as const;
