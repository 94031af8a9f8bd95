import { mkdir, writeFile } from 'node:fs/promises';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/**
 * A counselor brings a class in from their student information system: the OneRoster files as
 * exported, a refused set first (every problem with its file, row and column), then the right
 * one; each student's homeroom becomes their group; the join sheets print one page per group,
 * with the school's join code and none of the site around them. One column at both sizes.
 */
const USERS =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';
const ENROLLMENTS = 'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate';
const CLASSES =
  'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods';

test(
  'a counselor imports a OneRoster export and prints a join sheet per homeroom',
  sameOnPhone,
  async ({ page, checkA11y, allowConsoleErrors }, testInfo) => {
    test.slow();
    // The refused upload answers 422, as it should.
    allowConsoleErrors(/status of 422/);
    const domain = `${Date.now()}.oneroster.example.org`;
    const students = Array.from({ length: 6 }, (_, index) => index + 1);
    const files = {
      'users.csv': [
        USERS,
        ...students.map(
          (n) => `u${n},,,true,school-1,student,u${n},,Student,Number ${n},,ID-${n},student${n}@${domain},,,,${n <= 3 ? '12' : '11'},`,
        ),
        `t1,,,true,school-1,teacher,t1,,Tom,Reed,,T-1,treed@${domain},,,,,`,
      ],
      'orgs.csv': [
        'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
        'school-1,,,Roosevelt High School,school,170993,',
      ],
      'classes.csv': [
        CLASSES,
        'hr-12a,,,Homeroom 12A,12,c-1,HR12A,homeroom,,school-1,term-1,,,',
        'hr-11b,,,Homeroom 11B,11,c-1,HR11B,homeroom,,school-1,term-1,,,',
      ],
      'enrollments.csv': [
        ENROLLMENTS,
        ...students.map((n) => `e${n},,,${n <= 3 ? 'hr-12a' : 'hr-11b'},school-1,u${n},student,false,,`),
        'e9,,,hr-12a,school-1,t1,teacher,true,,',
      ],
    };
    const paths: string[] = [];
    for (const [name, lines] of Object.entries(files)) {
      const path = testInfo.outputPath(name);
      await writeFile(path, `${lines.join('\n')}\n`);
      paths.push(path);
    }
    await mkdir(testInfo.outputPath('broken'), { recursive: true });
    const broken = testInfo.outputPath('broken', 'enrollments.csv');
    await writeFile(broken, `${[...files['enrollments.csv'], 'e10,,,hr-99,school-1,u1,student,false,,'].join('\n')}\n`);

    await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
    await page.goto('/caseload');
    await page.getByRole('link', { name: 'Create your high school' }).click();
    await page.getByLabel('School name').fill('Roosevelt High School');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').selectOption('IL');
    await page.getByRole('button', { name: 'Create school' }).click();
    await expect(page.getByLabel('Join code')).toBeVisible();
    const code = await page.getByLabel('Join code').inputValue();

    await page.goto('/roster');
    await page.getByLabel('Roster file').setInputFiles([...paths.slice(0, 3), broken]);
    await page.getByRole('button', { name: 'Import roster' }).click();
    const refused = page.getByRole('region', { name: 'Nothing was imported: 1 problem in these 4 files' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('enrollments.csv');
    await expect(refused).toContainText('No class has this sourcedId in classes.csv.');
    await checkA11y();

    await page.getByLabel('Roster file').setInputFiles(paths);
    await page.getByRole('button', { name: 'Import roster' }).click();
    const result = page.getByRole('region', { name: 'Roster import result' });
    await expect(result).toContainText('6 students added');
    await expect(result).toContainText('Students of Roosevelt High School (170993)');
    await expect(result).toContainText('Teachers: 1 teacher added');
    await expect(result).toContainText('1 row of enrollments.csv: Teachers’ class enrollments are not read');
    await expect(page.getByRole('list', { name: 'Rostered students' }).getByRole('listitem')).toHaveCount(6);
    await checkA11y();

    await page.getByRole('link', { name: 'Open the join sheets' }).click();
    const sheets = page.getByRole('region', { name: /join your school on CampusPath/ });
    await expect(sheets).toHaveCount(2);
    await expect(sheets.first()).toContainText('Homeroom 11B: join your school on CampusPath');
    await expect(sheets.first()).toContainText(code);
    await expect(sheets.first()).toContainText('For the 3 students of this group');
    await expect(sheets.first()).not.toContainText(`student4@${domain}`);
    await checkA11y();

    // Printed: the sheets alone, each on a page of its own.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(sheets.nth(1)).toBeVisible();
    expect(await sheets.nth(1).evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
    await page.emulateMedia({ media: 'screen' });
  },
);
