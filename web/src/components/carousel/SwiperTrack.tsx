// The moving part of a carousel: Swiper with its modules and CSS. Loaded on demand (see Carousel.tsx), so pages carry
// Swiper's code only once a carousel is about to be seen or touched.
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import type { CarouselSlide } from './Carousel';

export interface SwiperTrackProps {
  options: SwiperOptions;
  loop: boolean;
  dots: boolean;
  slides: CarouselSlide[];
  onSwiper(swiper: SwiperInstance): void;
  onEdges(swiper: SwiperInstance): void;
}

export default function SwiperTrack({ options, loop, dots, slides, onSwiper, onEdges }: SwiperTrackProps) {
  return (
    <Swiper
      // Loop mode is fixed when Swiper starts: a new instance when it changes.
      key={loop ? 'loop' : 'no-loop'}
      modules={dots ? [A11y, Autoplay, Pagination] : [A11y, Autoplay]}
      {...options}
      pagination={dots ? { clickable: true } : false}
      a11y={{
        enabled: true,
        slideLabelMessage: '{{index}} of {{slidesLength}}',
        paginationBulletMessage: 'Go to slide {{index}}',
        containerRoleDescriptionMessage: null,
        itemRoleDescriptionMessage: 'slide',
      }}
      onSwiper={onSwiper}
      onSlideChange={onEdges}
      onReachBeginning={onEdges}
      onReachEnd={onEdges}
      onBreakpoint={onEdges}
      onResize={onEdges}
      onLock={onEdges}
      onUnlock={onEdges}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
      ))}
    </Swiper>
  );
}
