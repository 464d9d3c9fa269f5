import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { updateConfig } from '../config/service';

const CLUBS = '/api/v0/sports_club/';
const TEAMS = '/api/v0/sports_team/';
const PERSONS = '/api/v0/sports_person/';
const SPONSORING = '/api/v0/sports/sponsoring';

// What is special about the sports area: a team's club, coach and players, what may not be removed,
// the public sponsoring page, the component switch and who may call.
describe.each(await databaseKinds())('the sports area on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);
  const english = () => ({ ...bearer(server.adminToken), 'accept-language': 'en' });
  beforeAll(async () => {
    server = await startTestServer(kind);
    await updateConfig(server.database.db, { enabled_components: ['shop', 'sports'] });
  });
  afterAll(() => server.close());

  it('keeps clubs, their teams with coach and players, and lists the sponsored ones publicly', async () => {
    const club = (
      await call('POST', CLUBS, { name: 'SV Tulln', city: 'Tulln', website: 'https://sv-tulln.test' })
    ).json();
    expect(club).toMatchObject({ name: 'SV Tulln', sponsored: true, logo: [], description: '' });
    const other = (await call('POST', CLUBS, { name: 'ASK Langenlebarn', sponsored: false })).json();
    const coach = (await call('POST', PERSONS, { name: 'Maria Koller', position: 'Trainerin' })).json();
    const player = (await call('POST', PERSONS, { name: 'Lukas Wimmer', position: 'Tor' })).json();
    expect(player).toMatchObject({ name: 'Lukas Wimmer', media: [] });

    const team = await call('POST', TEAMS, {
      club: club._id,
      name: 'U12',
      season: '2026/27',
      league: '1. Klasse Mitte',
      coach: coach._id,
      players: [player._id],
    });
    expect(team.statusCode).toBe(200);
    expect(team.json()).toMatchObject({ club: club._id, coach: coach._id, players: [player._id], logo: [] });
    await call('POST', TEAMS, { club: club._id, name: 'Kampfmannschaft', season: '2025/26' });
    await call('POST', TEAMS, { club: other._id, name: 'U10' });

    const names = async (query: string) =>
      (await call('GET', `${TEAMS}?${query}`)).json().items.map((item: { name: string }) => item.name);
    expect(await names(`club=${club._id}`)).toEqual(['U12', 'Kampfmannschaft']);
    expect(await names('season=2025%2F26')).toEqual(['Kampfmannschaft']);
    expect(
      (await call('GET', `${CLUBS}?sponsored=false`)).json().items.map((item: { name: string }) => item.name),
    ).toEqual(['ASK Langenlebarn']);

    // Anyone reads the sponsored clubs with their teams, the latest season first.
    const page = await call('GET', SPONSORING, undefined, {});
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      clubs: [
        {
          _id: club._id,
          name: 'SV Tulln',
          city: 'Tulln',
          website: 'https://sv-tulln.test',
          description: '',
          logo: [],
          teams: [
            { _id: team.json()._id, name: 'U12', season: '2026/27', league: '1. Klasse Mitte', logo: [] },
            { _id: expect.any(String), name: 'Kampfmannschaft', season: '2025/26', league: '', logo: [] },
          ],
        },
      ],
    });
  });

  it('refuses teams of unknown clubs or persons, unknown logos, and removing what teams use', async () => {
    const club = (await call('POST', CLUBS, { name: 'UHC Tulln' })).json();
    const coach = (await call('POST', PERSONS, { name: 'Peter Haas' })).json();
    const noClub = await call('POST', TEAMS, { club: 'gibt-es-nicht', name: 'Damen' });
    expect(noClub.statusCode).toBe(400);
    expect(noClub.json().message).toBe('Diesen Verein gibt es nicht.');
    const noPlayer = await call(
      'POST',
      TEAMS,
      { club: club._id, name: 'Damen', players: ['niemand'] },
      english(),
    );
    expect(noPlayer.statusCode).toBe(400);
    expect(noPlayer.json().message).toBe('Coach and players must be sports persons of the sports area.');
    expect((await call('POST', TEAMS, { name: 'ohne Verein' })).statusCode).toBe(400);
    expect((await call('POST', CLUBS, { name: 'X', logo: ['a', 'b'] })).statusCode).toBe(400);
    expect((await call('POST', CLUBS, { name: 'X', logo: ['gibt-es-nicht'] })).statusCode).toBe(400);

    const team = (await call('POST', TEAMS, { club: club._id, name: 'Herren', coach: coach._id })).json();
    const clubInUse = await call('DELETE', `${CLUBS}${club._id}`);
    expect(clubInUse.statusCode).toBe(409);
    expect(clubInUse.json().message).toBe('Der Verein hat noch Mannschaften und kann nicht gelöscht werden.');
    const coachInUse = await call('DELETE', `${PERSONS}${coach._id}`, undefined, english());
    expect(coachInUse.statusCode).toBe(409);
    expect(coachInUse.json().message).toBe(
      'The person still plays in or coaches a team and cannot be deleted.',
    );

    expect((await call('PUT', TEAMS, { _id: team._id, coach: null })).json().coach).toBeNull();
    expect((await call('DELETE', `${PERSONS}${coach._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${TEAMS}${team._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${CLUBS}${club._id}`)).statusCode).toBe(200);
  });

  it('is for the admin centre only, apart from the sponsoring page', async () => {
    const bodies = { [CLUBS]: { name: 'X' }, [TEAMS]: { club: 'x', name: 'X' }, [PERSONS]: { name: 'X' } };
    for (const [path, body] of Object.entries(bodies)) {
      const guest = await call('GET', path, undefined, {});
      expect(guest.statusCode).toBe(403);
      expect(guest.json()).toMatchObject({ code: 'C100' });
      const customer = await call('POST', path, body, bearer(server.userToken));
      expect(customer.json()).toMatchObject({ code: 'C100' });
    }
  });

  it('answers 404 while the component is switched off', async () => {
    await updateConfig(server.database.db, { enabled_components: ['shop'] });
    try {
      expect((await call('GET', SPONSORING, undefined, {})).statusCode).toBe(404);
      expect((await call('GET', CLUBS)).statusCode).toBe(404);
    } finally {
      await updateConfig(server.database.db, { enabled_components: ['shop', 'sports'] });
    }
  });
});
