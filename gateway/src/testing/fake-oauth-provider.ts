import express from 'express';
import { listen } from './listen';

export interface FakeIdentity {
  id: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  login?: string;
}

/**
 * A local stand-in for Google's and GitHub's OAuth endpoints (authorize, token, profile,
 * emails), so sign-in tests run the real passport strategies end to end.
 */
export async function startFakeOAuthProvider(clientId: string, clientSecret: string) {
  const codes = new Map<string, FakeIdentity>();
  const tokens = new Map<string, FakeIdentity>();
  let nextUser: FakeIdentity | undefined;
  let denyNext = false;
  const app = express();
  app.use(express.urlencoded({ extended: false }));

  app.get('/authorize', (req, res) => {
    const redirectUri = String(req.query.redirect_uri);
    const state = String(req.query.state ?? '');
    if (req.query.client_id !== clientId) return void res.status(400).send('unknown client');
    const back = new URL(redirectUri);
    if (denyNext || !nextUser) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.set(code, nextUser);
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', state);
    denyNext = false;
    res.redirect(302, back.toString());
  });

  app.post('/token', (req, res) => {
    const user = codes.get(String(req.body.code));
    if (req.body.client_id !== clientId || req.body.client_secret !== clientSecret || !user) {
      return void res.status(400).json({ error: 'invalid_grant' });
    }
    codes.delete(String(req.body.code));
    const token = `token-${Math.random().toString(36).slice(2)}`;
    tokens.set(token, user);
    res.json({ access_token: token, token_type: 'bearer', scope: 'email profile' });
  });

  // Strategies send the token as a header or, for some GETs, as the access_token query parameter.
  const userOf = (req: express.Request) =>
    tokens.get((req.get('authorization') ?? '').replace(/^(Bearer|token)\s+/i, '')) ??
    tokens.get(String(req.query.access_token ?? ''));

  app.get('/google/userinfo', (req, res) => {
    const user = userOf(req);
    if (!user) return void res.status(401).json({ error: 'invalid_token' });
    res.json({
      sub: user.id,
      name: `${user.givenName} ${user.familyName}`,
      given_name: user.givenName,
      family_name: user.familyName,
      email: user.email,
      email_verified: user.emailVerified,
      picture: 'https://example.invalid/avatar.png',
    });
  });
  app.get('/github/user', (req, res) => {
    const user = userOf(req);
    if (!user) return void res.status(401).json({ message: 'Bad credentials' });
    res.json({ id: Number(user.id), login: user.login, name: `${user.givenName} ${user.familyName}`, email: null });
  });
  app.get('/github/user/emails', (req, res) => {
    const user = userOf(req);
    if (!user) return void res.status(401).json({ message: 'Bad credentials' });
    res.json([
      { email: `noreply-${user.id}@users.example`, primary: false, verified: true },
      { email: user.email, primary: true, verified: user.emailVerified },
    ]);
  });

  const server = await listen(app);
  const url = server.url;
  return {
    url,
    signInAs: (user: FakeIdentity) => {
      nextUser = user;
    },
    denyNext: () => {
      denyNext = true;
    },
    googleSettings: { authorizationURL: `${url}/authorize`, tokenURL: `${url}/token`, userProfileURL: `${url}/google/userinfo` },
    githubSettings: {
      authorizationURL: `${url}/authorize`,
      tokenURL: `${url}/token`,
      userProfileURL: `${url}/github/user`,
      userEmailURL: `${url}/github/user/emails`,
    },
    close: server.close,
  };
}
