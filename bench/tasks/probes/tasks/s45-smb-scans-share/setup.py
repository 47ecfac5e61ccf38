import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

SMB_CONF = """# Samba configuration for fileserver01 (Harlow Print Ltd office)
# Managed by hand - please keep the comments, they explain why things are set.
# Test with `testparm -s` after editing, then `systemctl reload smbd`.
# Last reviewed: January 2025 (RT)

[global]
   workgroup = HARLOWPRINT
   server string = Office file server
   server role = standalone server
   security = user
   map to guest = never
   # Shares show up in Windows Explorer unless the share itself says otherwise
   browseable = yes
   log file = /var/log/samba/log.%m
   max log size = 1000
   # SMB1 off since the 2023 audit
   server min protocol = SMB2

[homes]
   comment = Home directories
   browseable = no
   read only = no
   valid users = %S

[Accounts]
   comment = Accounts team
   path = /srv/shares/accounts
   valid users = @accounts
   read only = no
   browseable = yes
   # accounts asked for 0660 so files are not world readable
   create mask = 0660

[Scans]
   comment = Scanner drop folder (Ricoh MFP saves here)
   path = /srv/shares/scans
   # the copier logs in as scanbot; staff pick their scans up from here
   browsable = yes
   read only = no
;   valid users = @staff
   create mask = 0664
   # keep: the copier cannot cope with oplocks
   oplocks = no

[Scans-Archive]
   comment = Old scans, read only
   path = /srv/shares/scans-archive
   browseable = yes
   read only = yes
   valid users = @staff

[Public]
   comment = Anything anyone in the office may need
   path = /srv/shares/public
   read only = no
   guest ok = no
   valid users = @staff
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "samba", "smb.conf"), SMB_CONF)
    # the package's pristine default, kept for reference by the last upgrade
    write(os.path.join(ws, "samba", "smb.conf.dpkg-dist"),
          "# Sample configuration file for the Samba suite for Debian GNU/Linux.\n#\n[global]\n"
          "   workgroup = WORKGROUP\n   log file = /var/log/samba/log.%m\n   max log size = 1000\n"
          "   server role = standalone server\n   map to guest = bad user\n\n[homes]\n"
          "   comment = Home Directories\n   browseable = no\n   read only = yes\n"
          "   create mask = 0700\n   directory mask = 0700\n   valid users = %S\n")
    write(os.path.join(ws, "samba", "README.txt"),
          "Live config for fileserver01 is smb.conf in this folder (copied to /etc/samba/ by the deploy script).\n"
          "Groups: staff (everyone), accounts, scanners (scanbot and the two reception PCs).\n")
