import { describe, expect, it } from 'vitest';
import { updateMatchStatusPayloadSchema } from './match';
import { notificationSchema, notificationViewSchema } from './notification';
import { loginAnswerSchema, loginResultSchema, sessionSchema, storedUserSchema } from './session';
import { teamJoinSchema } from './team';

const user = {
  _id: 'u1',
  email: 'dana@hillcountry.health',
  accountStatus: 'pending',
  subscriptionStatus: null,
  preferenceProbe: [],
  currentProfileStep: 2,
  organizationName: 'Hill Country Family Health',
  isDelegate: false,
};

describe('storedUserSchema and sessionSchema', () => {
  it('accepts a user and keeps fields it does not know', () => {
    expect(storedUserSchema.parse(user)).toMatchObject({ isDelegate: false, subscriptionStatus: null });
  });

  it('accepts a user with only the required fields', () => {
    expect(
      storedUserSchema.safeParse({ _id: 'u1', email: 'a@b.co', accountStatus: 'approved' }).success,
    ).toBe(true);
  });

  it.each([
    ['an unknown account status', { accountStatus: 'Approved' }],
    ['an unknown subscription status', { subscriptionStatus: 'cancelled' }],
    ['no id', { _id: '' }],
  ])('refuses a user with %s', (_name, change) => {
    expect(storedUserSchema.safeParse({ ...user, ...change }).success).toBe(false);
  });

  it('accepts a session with and without a code', () => {
    expect(sessionSchema.parse({ token: 't', user, code: 201 }).code).toBe(201);
    expect(sessionSchema.parse({ token: 't', user }).code).toBeUndefined();
  });

  it('refuses a session without a token', () => {
    expect(sessionSchema.safeParse({ token: '', user }).success).toBe(false);
  });
});

describe('notificationSchema', () => {
  it.each([
    [
      'a new message with its conversation',
      { type: 'new-message', markAsRead: false, conversation: 'c1' },
      true,
    ],
    ['an invite accepted without a conversation', { type: 'invite-accepted', markAsRead: true }, true],
    ['an unknown type', { type: 'new_message', markAsRead: false }, false],
    ['markAsRead as text', { type: 'new-message', markAsRead: 'false' }, false],
  ])('%s', (_name, data, valid) => {
    expect(notificationSchema.safeParse({ _id: 'n1', title: 'New message', data }).success).toBe(valid);
  });
});

describe('updateMatchStatusPayloadSchema', () => {
  it.each([
    ['Interview', true],
    ['Hired', true],
    ['cancelled', true],
    ['interview', false],
    ['accepted', false],
    ['', false],
  ])('status %s', (status, valid) => {
    expect(updateMatchStatusPayloadSchema.safeParse({ status }).success).toBe(valid);
  });

  it.each([
    ['Rejected with a reason', { status: 'Rejected', rejectionReason: 'location' }, true],
    [
      'Rejected with a reason and a message',
      { status: 'Rejected', rejectionReason: 'filled', message: 'Thank you' },
      true,
    ],
    ['Rejected without a reason', { status: 'Rejected' }, false],
    ['Rejected with a reason not on the list', { status: 'Rejected', rejectionReason: 'rude' }, false],
    ['a reason with another step', { status: 'Interview', rejectionReason: 'location' }, false],
    ['a message with another step', { status: 'Offer', message: 'Congratulations' }, false],
    [
      'a message over the length of a chat message',
      { status: 'Rejected', rejectionReason: 'other', message: 'x'.repeat(5_001) },
      false,
    ],
  ])('%s', (_name, payload, valid) => {
    expect(updateMatchStatusPayloadSchema.safeParse(payload).success).toBe(valid);
  });

  it('says what is missing when Rejected has no reason', () => {
    const result = updateMatchStatusPayloadSchema.safeParse({ status: 'Rejected' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['rejectionReason'],
      message: 'Choose why the candidate is not going forward',
    });
  });
});

/** The employer as the server answers a sign-in (the user view: no unknown fields, every list present). */
const userView = {
  _id: 'u1',
  email: 'dana@hillcountry.health',
  accountStatus: 'pending',
  subscriptionStatus: null,
  preferenceProbe: [{ probeId: 'p1', choice: 'a' }],
  currentProfileStep: 2,
  organizationName: 'Hill Country Family Health',
  locationsDetails: [
    {
      description: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      coords: { latitude: 30.27, longitude: -97.74 },
    },
  ],
};

const viewer = { memberId: 'm1', name: 'Ana Ruiz', email: 'ana@hillcountry.health', role: 'recruiter' };

describe('loginResultSchema (what a sign-in answers)', () => {
  it.each([200, 201])('accepts the session code %d, and the client keeps it as its session', (code) => {
    const answer = loginResultSchema.parse({ token: 't', user: userView, code, viewer });
    expect(sessionSchema.parse(answer).viewer).toEqual(viewer);
  });

  it.each([0, 202, 401])('rejects the session code %d (only 200 and 201 exist)', (code) => {
    expect(loginResultSchema.safeParse({ token: 't', user: userView, code, viewer }).success).toBe(false);
  });

  it.each([
    ['an unknown account status', { accountStatus: 'Approved' }],
    ['a profile step beyond done', { currentProfileStep: 6 }],
    [
      'a location in an unknown state',
      { locationsDetails: [{ ...userView.locationsDetails[0], state: 'Texas' }] },
    ],
  ])('rejects a user with %s', (_name, change) => {
    expect(
      loginResultSchema.safeParse({ token: 't', user: { ...userView, ...change }, code: 200 }).success,
    ).toBe(false);
  });
});

describe('loginAnswerSchema (a session, or the organizations to choose from)', () => {
  const organizations = [
    { organizationId: 'e1', organizationName: 'Lakeside Family Practice', role: 'recruiter' },
    { organizationId: 'e2', organizationName: null, role: 'hiring-manager' },
  ];

  it('tells a session from a choice to make', () => {
    const session = loginAnswerSchema.parse({ token: 't', user: userView, code: 200, viewer });
    expect('organizations' in session).toBe(false);
    const choice = loginAnswerSchema.parse({ organizations });
    expect('organizations' in choice && 'token' in choice).toBe(false);
    expect(choice).toEqual({ organizations });
  });

  it('never offers a choice of one organization, nor an unknown role', () => {
    expect(loginAnswerSchema.safeParse({ organizations: organizations.slice(0, 1) }).success).toBe(false);
    expect(
      loginAnswerSchema.safeParse({
        organizations: [...organizations, { ...organizations[0], role: 'admin' }],
      }).success,
    ).toBe(false);
  });
});

describe('notificationViewSchema (a notification as the server answers it)', () => {
  const view = {
    _id: 'n1',
    title: 'New message',
    body: 'Dr. Rivera: Thanks for the invite',
    data: { type: 'new-message', markAsRead: false, conversation: 'c1' },
    createdAt: '2026-11-01T09:00:00.000Z',
  };

  it("accepts a notification and reads as the client's notification", () => {
    expect(notificationSchema.safeParse(notificationViewSchema.parse(view)).success).toBe(true);
  });

  it('rejects a notification type the domain does not know', () => {
    expect(
      notificationViewSchema.safeParse({ ...view, data: { ...view.data, type: 'new_message' } }).success,
    ).toBe(false);
  });
});

describe('teamJoinSchema (what someone joining a team types)', () => {
  it('asks someone new for a new password, and someone with an account for the one they have', () => {
    expect(
      teamJoinSchema(false).safeParse({ name: 'Ana Ruiz', password: 'short' }).error?.issues[0]?.message,
    ).toBe('The password must be at least 8 characters');
    expect(teamJoinSchema(true).safeParse({ name: 'Ana Ruiz', password: 'short' }).success).toBe(true);
    expect(teamJoinSchema(true).safeParse({ name: 'Ana Ruiz', password: '' }).error?.issues[0]?.message).toBe(
      'Enter your password',
    );
  });
});
