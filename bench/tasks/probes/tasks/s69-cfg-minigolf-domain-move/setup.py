import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
S = lambda rel, text: ek.write(os.path.join(ws, "seaview-site", rel), text)

S(".env", """# Seaview Crazy Golf - booking site (production)
APP_ENV=production
APP_PORT=8080
SITE_URL=https://minigolf-seaview.example
ALLOWED_HOSTS=minigolf-seaview.example,www.minigolf-seaview.example
CSRF_TRUSTED_ORIGINS=https://minigolf-seaview.example,https://www.minigolf-seaview.example
MAIL_FROM=bookings@minigolf-seaview.example
MAIL_REPLY_TO=hello@minigolf-seaview.example
SMTP_HOST=smtp.postbox.example
SMTP_PORT=587
PAYMENTS_MODE=live
SESSION_COOKIE_SECURE=true
""")
S("config/app.yaml", """site:
  name: Seaview Crazy Golf
  base_url: https://minigolf-seaview.example
  timezone: Europe/London
  contact_email: hello@minigolf-seaview.example

booking:
  slot_minutes: 20
  max_players_per_group: 6
  confirmation_url: https://minigolf-seaview.example/booking/confirmed
  cancel_url: https://minigolf-seaview.example/booking/cancel
  reminder_hours_before: 24

assets:
  cdn: https://cdn.minigolf-seaview.example/static/

opening:
  summer: "10:00-21:00"
  winter: "10:00-16:00 (weekends only)"
""")
S("config/partners.yaml", """# Courses we cross-promote on the booking confirmation page
partners:
  - name: Fairhaven Adventure Golf
    url: https://fairhaven-minigolf.example
    discount_code: SEAVIEW10
  - name: Harbour Arcade
    url: https://harbourarcade.example
""")
S("nginx/seaview.conf", """server {
    listen 80;
    server_name minigolf-seaview.example www.minigolf-seaview.example;
    return 301 https://minigolf-seaview.example$request_uri;
}

server {
    listen 443 ssl http2;
    server_name www.minigolf-seaview.example;
    ssl_certificate     /etc/ssl/seaview/fullchain.pem;
    ssl_certificate_key /etc/ssl/seaview/privkey.pem;
    return 301 https://minigolf-seaview.example$request_uri;
}

server {
    listen 443 ssl http2;
    server_name minigolf-seaview.example;
    ssl_certificate     /etc/ssl/seaview/fullchain.pem;
    ssl_certificate_key /etc/ssl/seaview/privkey.pem;

    access_log /var/log/nginx/seaview.access.log;

    location /static/ {
        alias /srv/seaview/static/;
        expires 7d;
    }

    location / {
        proxy_pass http://127.0.0.1:8080;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
""")
S("nginx/fairhaven.conf", """# Fairhaven's site is hosted on the same box (their config, managed by them)
server {
    listen 80;
    server_name fairhaven-minigolf.example www.fairhaven-minigolf.example;
    location / {
        proxy_pass http://127.0.0.1:8090;
    }
}
""")
S("docker-compose.yml", """services:
  web:
    image: seaview/booking:2.4.1
    env_file: .env
    ports:
      - "127.0.0.1:8080:8080"
    environment:
      - VIRTUAL_HOST=minigolf-seaview.example,www.minigolf-seaview.example
      - LETSENCRYPT_EMAIL=admin@minigolf-seaview.example
    restart: unless-stopped
  worker:
    image: seaview/booking:2.4.1
    command: ["python", "-m", "booking.worker"]
    env_file: .env
    restart: unless-stopped
""")
S("public/robots.txt", "User-agent: *\nDisallow: /admin/\nSitemap: https://minigolf-seaview.example/sitemap.xml\n")
S("templates/footer.html", """<footer class="site-footer">
  <p>Seaview Crazy Golf &middot; The Promenade, Seaview &middot; 01983 555 201</p>
  <p><a href="mailto:hello@minigolf-seaview.example">hello@minigolf-seaview.example</a>
     &middot; <a href="https://minigolf-seaview.example/prices">Prices</a>
     &middot; Also try <a href="https://fairhaven-minigolf.example">Fairhaven Adventure Golf</a></p>
</footer>
""")
S("templates/booking_email.txt", """Hi {{ name }},

Your round at Seaview Crazy Golf is booked for {{ slot }} ({{ players }} players).

Need to change it? https://minigolf-seaview.example/booking/manage/{{ ref }}

See you on the Promenade!
Seaview Crazy Golf - bookings@minigolf-seaview.example
""")
S("CHANGELOG.md", """# Changelog

## 2.4.1 - 2025-03-02
- Fix reminder emails sent twice for groups of 6.

## 2.4.0 - 2024-07-15
- Winter opening hours shown on the booking page.

## 2.0.0 - 2023-04-01
- Moved the site from seaview-golf.example to minigolf-seaview.example.
- New booking flow.
""")
S("logs/access.log", """203.0.113.14 - - [01/Apr/2025:10:02:11 +0100] "GET / HTTP/2.0" 200 8123 "-" "Mozilla/5.0" host=minigolf-seaview.example
203.0.113.52 - - [01/Apr/2025:10:05:40 +0100] "GET /prices HTTP/2.0" 200 4410 "https://minigolf-seaview.example/" "Mozilla/5.0" host=minigolf-seaview.example
198.51.100.7 - - [01/Apr/2025:10:06:02 +0100] "POST /booking HTTP/2.0" 302 0 "https://minigolf-seaview.example/booking" "Mozilla/5.0" host=minigolf-seaview.example
""")
S("logs/mail.log", "2025-04-01T10:06:03 sent booking confirmation SV-20931 from bookings@minigolf-seaview.example to guest\n")
