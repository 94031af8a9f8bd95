import { describe, expect, it } from 'vitest';
import { instantAt } from '@campuspath/contract/deadline-time';
import type { SignedInUser } from '../../test/factories.ts';
import { reminderRequests } from '../../test/reminder-requests.ts';
import { PUBLIC_URL, ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';
import { GEORGIA_TECH, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';

/**
 * A student's reminder emails, weekly digest and calendar feed are in the language saved on their
 * account (docs/i18n.md): a Spanish account reads Spanish words, Spanish dates and links to the
 * Spanish pages; an English one reads what it always did. College names stay as published.
 */
const { ctx, scheduler, student, enteredEarlier, to } = useSchedulerTest();
const { get, settingsOf } = reminderRequests(ctx);

async function inSpanish(signed: SignedInUser): Promise<SignedInUser> {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/account',
    headers: { cookie: signed.cookie },
    payload: { locale: 'es' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return signed;
}

/** The next Monday in the test's zone (today when it is one), days from today. */
function nextMonday(): number {
  let offset = 0;
  while (new Date(`${dateInDays(offset, ZONE)}T12:00:00Z`).getUTCDay() !== 1) offset += 1;
  return offset;
}

describe("a student's reminders in their language", () => {
  it('writes the reminder email in Spanish for a Spanish account and in English for an English one', async () => {
    const ana = await inSpanish(await student());
    const maya = await student();
    for (const signed of [ana, maya]) await addApplication(ctx.app, signed, { schoolId: GEORGIA_TECH, deadline: dateInDays(5, ZONE) });
    await enteredEarlier(ana);
    await enteredEarlier(maya);
    expect(await scheduler().tick(noon())).toMatchObject({ sent: 2, failed: 0 });

    const [spanish] = to(ana);
    // The title the app writes is in the reader's language too.
    expect(spanish!.subject).toBe(
      'Quedan 5 días: Georgia Institute of Technology-Main Campus: fecha límite de Acción Temprana (Early Action)',
    );
    expect(spanish!.text).toContain('Hola, Maya:');
    expect(spanish!.text).toMatch(/vence el \p{L}+, \d{1,2} de \p{L}+ de \d{4}, 11:59\sp\.\s?m\. E[SD]T \(quedan 5 días\)\./u);
    expect(spanish!.text).toMatch(new RegExp(`Ábralo en CampusPath: ${PUBLIC_URL}/es/applications/`));
    expect(spanish!.text).toContain(`Cambiar cuándo y cómo recibe recordatorios: ${PUBLIC_URL}/es/settings/reminders`);
    expect(spanish!.html).toContain('<html lang="es">');
    expect(spanish!.html).toContain(
      '<strong>Georgia Institute of Technology-Main Campus: fecha límite de Acción Temprana (Early Action)</strong>',
    );
    expect(spanish!.text).not.toMatch(/friendly|days left|Open it/);

    const [english] = to(maya);
    expect(english!.subject).toBe('5 days left: Georgia Institute of Technology-Main Campus – Early Action deadline');
    expect(english!.text).toMatch(/is due \w+day, \w+ \d+, \d{4} at 11:59\sPM E[SD]T \(5 days left\)\./);
    expect(english!.text).toContain(`Open it in CampusPath: ${PUBLIC_URL}/applications/`);
    expect(english!.html).toContain('<html lang="en">');
  });

  it('writes the weekly digest in the student’s language', async () => {
    const ana = await inSpanish(await student({ weeklyDigest: true, channels: { inApp: true, email: false, calendar: true } }));
    await addTask(ctx.app, ana, { title: 'Enviar el expediente', dueDate: dateInDays(-3, ZONE) });
    await addTask(ctx.app, ana, { title: 'Terminar el ensayo', dueDate: dateInDays(nextMonday() + 4, ZONE) });
    expect((await scheduler().tick(instantAt(dateInDays(nextMonday(), ZONE), 9, 0, ZONE))).sent).toBe(1);
    const [digest] = to(ana);
    expect(digest!.subject).toBe('Su semana: 2 pendientes vencen pronto');
    expect(digest!.text).toContain('Esta es su semana en CampusPath.');
    expect(digest!.text).toMatch(/Vencidos \(1\):\n- Enviar el expediente: vencido hace \d+ días, \p{L}+, \d{1,2} de \p{L}+ de \d{4}/u);
    expect(digest!.text).toContain('Vencen en los próximos 14 días (1):');
    expect(digest!.text).toContain(`Ver todo su calendario: ${PUBLIC_URL}/es/timeline`);
    expect(digest!.text).toMatch(/Deje de recibir el resumen semanal con un clic: \S+token=/);
    expect(digest!.html).toContain('<html lang="es">');
  });

  it("writes the calendar feed's own words in the feed owner's language, the titles as the timeline has them", async () => {
    const ana = await inSpanish(await student());
    const maya = await student();
    for (const signed of [ana, maya]) {
      await addApplication(ctx.app, signed, { schoolId: GEORGIA_TECH, deadline: dateInDays(5, ZONE) });
      await addTask(ctx.app, signed, { title: 'Done task', dueDate: dateInDays(2, ZONE), completed: true });
    }
    const feedOf = async (signed: SignedInUser) => {
      const { feed } = await settingsOf(signed);
      const response = await ctx.app.inject({ url: new URL(feed!.url).pathname });
      expect(response.statusCode).toBe(200);
      // Unfolded (RFC 5545 §3.1), so a long line reads whole.
      return response.body.replace(/\r\n[ \t]/g, '');
    };

    const spanish = await feedOf(ana);
    expect(spanish).toContain('X-WR-CALNAME:Fechas límite de CampusPath');
    expect(spanish).toContain('PRODID:-//CampusPath//Deadlines//ES');
    expect(spanish).toContain('SUMMARY:Georgia Institute of Technology-Main Campus: fecha límite de Acción Temprana (Early Action)');
    expect(spanish).toMatch(/DESCRIPTION:Vence a las 11:59\sp\.\s?m\. E[SD]T\.\\n/);
    expect(spanish).toMatch(/DESCRIPTION:.*\\nhttps?:\/\/[^/]+\/es\/applications\//);
    expect(spanish).toContain('SUMMARY:Done task (completado)');
    expect(spanish).toMatch(
      /DESCRIPTION:Georgia Institute of Technology-Main Campus: fecha límite de Acción Temprana \(Early Action\): quedan 3 días/,
    );
    expect(spanish).toMatch(/SUMMARY:.+ \(fecha nacional\)/);
    // The national dates' titles and descriptions too, by their ids.
    expect(spanish).toContain('SUMMARY:Abre el CSS Profile (fecha nacional)');
    expect(spanish).toMatch(/DESCRIPTION:Abre la FAFSA para el año académico \d{4}-\d{2}\./);
    expect(spanish).not.toMatch(/CSS Profile opens|Regular Decision – typical date|check each college/);
    expect(spanish).not.toMatch(/Due by|\(done\)|national date|days left/);

    const english = await feedOf(maya);
    expect(english).toContain('X-WR-CALNAME:CampusPath deadlines');
    expect(english).toMatch(/DESCRIPTION:Due by 11:59\sPM E[SD]T\.\\n/);
    expect(english).toContain('SUMMARY:Done task (done)');
    expect(english).toMatch(/SUMMARY:.+ \(national date\)/);
    expect(english).toContain('SUMMARY:CSS Profile opens (national date)');
    expect(english).not.toMatch(/\/es\//);

    // The item's own file ("Add to calendar") speaks the same language.
    const taskId = await addTask(ctx.app, ana, { title: 'Pedir la carta', dueDate: dateInDays(9, ZONE) });
    const file = (await get(ana, `/api/calendar/items/task/${taskId}.ics`)).body.replace(/\r\n[ \t]/g, '');
    expect(file).toMatch(/DESCRIPTION:Vence a las 11:59\sp\.\s?m\. C[SD]T\.\\n/);
  });
});
