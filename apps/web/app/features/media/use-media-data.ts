import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api-client';
import { restReads } from '../../lib/public-reads';
import { fetchGallery, fetchNews, fetchReports, orEmpty, parseMediaQuery, type MediaData } from './media-data';

/**
 * The media page's lists for the address's query, in place: the page's own data first (the loader's,
 * given as props), and when a list's part of the query changes in place (a category, a page link, a
 * search, a page of the gallery) that list is read again from the public API, as the loader reads it
 * (media-data.ts). `busy` while the lists shown are not yet the address's. When the props change (React Router's pages:
 * its loader ran again), they win.
 */
export function useMediaData(initial: MediaData): { data: MediaData; busy: boolean } {
  const [params] = useSearchParams();
  const query = parseMediaQuery(params);
  const [data, setData] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setData(initial);
  }
  const { newsPage, category, reportsPage, reportsSearch, galleryPage } = query;
  const loaded = data.query;
  const news = newsPage !== loaded.newsPage || category !== loaded.category;
  const reports = reportsPage !== loaded.reportsPage || reportsSearch !== loaded.reportsSearch;
  const gallery = galleryPage !== loaded.galleryPage;
  const busy = news || reports || gallery;

  useEffect(() => {
    if (!busy) return;
    let current = true;
    const read = restReads(api);
    const next = { ...loaded, newsPage, category, reportsPage, reportsSearch, galleryPage };
    Promise.all([
      news ? orEmpty(() => fetchNews(read, newsPage, category)) : data.news,
      reports ? orEmpty(() => fetchReports(read, reportsPage, reportsSearch)) : data.reports,
      gallery ? orEmpty(() => fetchGallery(read, galleryPage)) : data.gallery,
    ]).then(
      ([newsList, reportsList, galleryList]) => {
        if (current) setData({ ...data, news: newsList, reports: reportsList, gallery: galleryList, query: next });
      },
      () => {
        // Not read (offline, or the server failed): the server renders the address instead.
        if (current) window.location.reload();
      },
    );
    return () => {
      current = false;
    };
  }, [busy, news, reports, gallery, data, loaded, newsPage, category, reportsPage, reportsSearch, galleryPage]);

  return { data, busy };
}
