// The benchmark's yardstick (issue 15): a plain Vite + React + React Router page listing 20 items,
// built and measured by `npm run bench` in the same run as the shop, so the shop's Lighthouse
// figures can be read as a ratio to what this machine, under its current load, gives any React page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router-dom';

const ITEMS = Array.from({ length: 20 }, (_, i) => ({ id: String(i + 1), name: `Item ${i + 1}`, price: 40 + i * 5 }));

function List() {
  return (
    <main>
      <h1>Plain React page</h1>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.id}>
            <Link to={`/item/${item.id}`}>{item.name}</Link> ₹{item.price} <button type="button">Add</button>
          </li>
        ))}
      </ul>
    </main>
  );
}

function Item() {
  const { id } = useParams();
  return (
    <main>
      <h1>Item {id}</h1>
      <Link to="/">Back</Link>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<List />} />
        <Route path="/item/:id" element={<Item />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
