import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApplication } from '../../../testing/build-application.ts';
import { stubApi, type FakeRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { AskTeacherDialog } from './ask-teacher-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const teacher = (id: string, name: string, email: string) => ({ id, name, email, sample: false });
const school = { id: 'hs1', name: 'Lincoln High' };

const open = (highSchool: typeof school | null, teachers = [teacher('t1', 'Grace Park', 'gpark@lincoln.example.org')]) => {
  const calls = stubApi({
    'GET /auth/session': { body: { user: null } },
    'GET /applications': { body: { applications: [] } },
    'GET /high-schools/hs1/teachers': { body: { teachers } },
  });
  renderApp([{ path: '*', element: <AskTeacherDialog highSchool={highSchool} onAsked={() => {}} /> }], '/');
  fireEvent.click(screen.getByRole('button', { name: 'Ask a teacher in CampusPath' }));
  return calls;
};

describe('asking a teacher of the school roster', () => {
  it('offers the school’s teachers by name: picking one with the keyboard fills the name and the address', async () => {
    open(school, [teacher('t1', 'Grace Park', 'gpark@lincoln.example.org'), teacher('t2', 'Tom Reed', 'treed@lincoln.example.org')]);
    expect(await screen.findByText('Type a name to choose from the teachers of Lincoln High, or type anyone’s name.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Teacher's name"));
    await user.keyboard('ree');
    const box = await screen.findByRole('combobox', { name: "Teacher's name" });
    const option = await screen.findByRole('option', { name: 'Tom Reed, treed@lincoln.example.org' });
    expect(screen.queryByRole('option', { name: /Grace Park/ })).not.toBeInTheDocument();
    expect(option).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(box).toHaveValue('Tom Reed'));
    expect(screen.getByLabelText("Teacher's email")).toHaveValue('treed@lincoln.example.org');
    // A click picks too, and keeps the name once the list has closed.
    await user.clear(box);
    await user.type(box, 'gra');
    await user.click(await screen.findByRole('option', { name: 'Grace Park, gpark@lincoln.example.org' }));
    await waitFor(() => expect(box).toHaveValue('Grace Park'));
    expect(screen.getByLabelText("Teacher's email")).toHaveValue('gpark@lincoln.example.org');
  });

  it('suggests the teachers as soon as they arrive to a student who typed before they did', async () => {
    let answer: (teachers: ReturnType<typeof teacher>[]) => void = () => {};
    stubApi({
      'GET /auth/session': { body: { user: null } },
      'GET /applications': { body: { applications: [] } },
      'GET /high-schools/hs1/teachers': () => new Promise((resolve) => (answer = (teachers) => resolve({ body: { teachers } }))),
    });
    renderApp([{ path: '*', element: <AskTeacherDialog highSchool={school} onAsked={() => {}} /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Ask a teacher in CampusPath' }));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Teacher's name"));
    await user.keyboard('park');
    answer([teacher('t1', 'Grace Park', 'gpark@lincoln.example.org')]);
    // The teachers have arrived (the hint names the school); the student types nothing more.
    expect(await screen.findByText('Type a name to choose from the teachers of Lincoln High, or type anyone’s name.')).toBeVisible();
    await user.click(await screen.findByRole('option', { name: 'Grace Park, gpark@lincoln.example.org' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: "Teacher's name" })).toHaveValue('Grace Park'));
    expect(screen.getByLabelText("Teacher's email")).toHaveValue('gpark@lincoln.example.org');
  });

  it('keeps a typed name that is no rostered teacher’s, and asks for no teachers without a school', async () => {
    const calls = open(null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Teacher's name"), 'Coach Diaz');
    await user.type(screen.getByLabelText("Teacher's email"), 'diaz@example.org');
    expect(screen.getByLabelText("Teacher's name")).toHaveValue('Coach Diaz');
    await waitFor(() => expect(calls.some((call) => call.path === '/applications')).toBe(true));
    expect(calls.some((call) => call.path.endsWith('/teachers'))).toBe(false);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('the request form', () => {
  const openWith = (routes: FakeRoutes = {}) => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      'GET /applications': { body: { applications: [buildApplication()] } },
      ...routes,
    });
    renderApp([{ path: '*', element: <AskTeacherDialog highSchool={null} onAsked={() => {}} /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Ask a teacher in CampusPath' }));
    return calls;
  };
  const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.method === 'POST');

  it('asks for the applications with the contract’s message before sending anything', async () => {
    const calls = openWith();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Teacher's name"), 'Coach Diaz');
    await user.type(screen.getByLabelText("Teacher's email"), 'diaz@example.org');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose at least one application')).toBeVisible();
    expect(posts(calls)).toEqual([]);
  });

  it('puts the API’s refusal on its field and keeps what was typed', async () => {
    const refusal = 'This address cannot receive email';
    const calls = openWith({
      'POST /letter-requests': { status: 400, body: { error: 'invalid_request', message: refusal, fields: { teacherEmail: refusal } } },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Teacher's name"), 'Coach Diaz');
    await user.type(screen.getByLabelText("Teacher's email"), 'diaz@example.org');
    await user.click(await screen.findByRole('checkbox', { name: /Georgia Institute of Technology/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByLabelText("Teacher's email")).toHaveAccessibleDescription(refusal));
    expect(screen.getByLabelText("Teacher's email")).toHaveValue('diaz@example.org');
    expect(screen.getByLabelText("Teacher's name")).toHaveValue('Coach Diaz');
    expect(posts(calls)).toHaveLength(1);
  });
});
