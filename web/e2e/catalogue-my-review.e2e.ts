import { registerWithApi, sessionStorageFor } from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { apiData, listProducts, seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

interface Review {
  _id: string;
  comment: string;
  rating: number;
  verifiedPurchase: boolean;
  user: { _id: string };
}

/** The product page's Reviews tab for a shopper who reviewed the product: their review to edit or delete, never an empty form. */
describe("a shopper's own review", () => {
  test('is shown in place of the form, edited in the form filled in, and deleted after a confirm', async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'Own', lastName: 'Reviewer' });
    const app = await open({ storage: sessionStorageFor(shopper) });
    const product = (await listProducts(app, 'category=mice')).products[0]!;
    const mine = () => apiData<Review | null>(app, `/products/${product._id}/reviews/mine`, shopper.accessToken);
    const openReviews = async () => {
      await app.goto(`/product/${product._id}`);
      await waitForHeading(app.page, product.name);
      await app.page.getByRole('main').getByRole('tab', { name: /^Reviews/ }).click();
    };
    await openReviews();
    const main = app.page.getByRole('main');
    const card = main.getByRole('region', { name: 'You reviewed this product' });

    await main.getByRole('button', { name: 'Write a Review' }).click();
    const form = main.getByRole('form', { name: 'Write a Review' });
    await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await form.getByLabel('Your review').fill('Light and precise');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await main.getByText('Review submitted successfully!').waitFor();
    await card.getByText('Light and precise').waitFor();
    await card.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    expect(await card.getByText('Verified purchase').count(), 'not bought').toBe(0);
    expect(await main.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);
    expect(await seriousViolations(app.page), 'own review').toEqual([]);

    // Coming back, the shopper finds their review, not an empty form.
    await openReviews();
    await card.getByText('Light and precise').waitFor();
    expect(await main.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);

    await card.getByRole('button', { name: 'Edit' }).click();
    const editForm = main.getByRole('form', { name: 'Edit your review' });
    expect(await editForm.getByLabel('Your review').inputValue()).toBe('Light and precise');
    expect(await editForm.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await editForm.getByRole('radio', { name: '2 stars' }).check({ force: true });
    await editForm.getByLabel('Your review').fill('The wheel started to squeak');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await main.getByText('Your review was updated.').waitFor();
    await card.getByText('The wheel started to squeak').waitFor();
    const edited = await mine();
    expect(edited).toMatchObject({ comment: 'The wheel started to squeak', rating: 2, verifiedPurchase: false });
    const page = await apiData<{ reviews: Review[] }>(app, `/products/${product._id}/reviews?limit=100`);
    expect(page.reviews.filter((r) => r.user._id === shopper.user.id).map((r) => r._id)).toEqual([edited!._id]);

    // Delete asks first: declined, nothing changes; accepted, the review goes and the form's button comes back.
    const questions: string[] = [];
    app.page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => questions).toEqual(['Delete your review of this product? This cannot be undone.']);
    expect(await mine()).not.toBeNull();
    app.page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Delete' }).click();
    await main.getByText('Your review was deleted.').waitFor();
    await main.getByRole('button', { name: 'Write a Review' }).waitFor();
    expect(await card.count()).toBe(0);
    expect(await mine()).toBeNull();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
